import { sql } from 'kysely';
import type { Db, DbOrTrx } from '../db/database';

/** Bytes counted for each key in its running window (keys without one, or with an ended one, count 0). */
export async function findBudgetUse(db: DbOrTrx, keys: readonly string[], now: string): Promise<Map<string, number>> {
  const rows = await db.selectFrom('upload_budgets').select(['key', 'bytes']).where('key', 'in', [...keys]).where('resets_at', '>', now).execute();
  return new Map(rows.map((row) => [row.key, Number(row.bytes)]));
}

/**
 * Adds `bytes` to `key` in one statement, only while the window's total stays at most `limit`, so instances on the
 * same database count together and two uploads at once cannot both pass. A new or ended window starts at `bytes` and
 * ends at `windowEnd` (the caller checks that `bytes` alone fits). Answers false when it would go over.
 */
export async function chargeBudget(db: DbOrTrx, key: string, bytes: number, limit: number, now: string, windowEnd: string): Promise<boolean> {
  const expired = sql<boolean>`${sql.ref('upload_budgets.resets_at')} <= ${now}`;
  const added = sql<number>`cast(${bytes} as bigint)`;
  const row = await db
    .insertInto('upload_budgets')
    .values({ key, bytes, resets_at: windowEnd })
    .onConflict((conflict) =>
      conflict
        .column('key')
        .doUpdateSet({
          bytes: sql<number>`case when ${expired} then ${added} else ${sql.ref('upload_budgets.bytes')} + ${added} end`,
          resets_at: sql<string>`case when ${expired} then ${windowEnd} else ${sql.ref('upload_budgets.resets_at')} end`,
        })
        .where((eb) => eb.or([eb('upload_budgets.resets_at', '<=', now), sql<boolean>`${sql.ref('upload_budgets.bytes')} + ${added} <= cast(${limit} as bigint)`])),
    )
    .returning('bytes')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteEndedBudgets(db: Db, now: string): Promise<void> {
  await db.deleteFrom('upload_budgets').where('resets_at', '<=', now).execute();
}
