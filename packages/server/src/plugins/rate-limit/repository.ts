import { sql } from 'kysely';
import type { Db } from '../../db/database';

export interface RateLimitCount {
  hits: number;
  resetsAt: string;
}

/**
 * Counts one request for `key` in one statement, so instances on the same database count together: a new or
 * expired window starts at 1 and ends at `windowEnd`; a running one counts up.
 */
export async function countHit(db: Db, key: string, now: string, windowEnd: string): Promise<RateLimitCount> {
  const expired = sql<boolean>`${sql.ref('rate_limits.resets_at')} <= ${now}`;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, hits: 1, resets_at: windowEnd })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        hits: sql<number>`case when ${expired} then 1 else ${sql.ref('rate_limits.hits')} + 1 end`,
        resets_at: sql<string>`case when ${expired} then ${windowEnd} else ${sql.ref('rate_limits.resets_at')} end`,
      }),
    )
    .returning(['hits', 'resets_at'])
    .executeTakeFirstOrThrow();
  return { hits: Number(row.hits), resetsAt: row.resets_at };
}

export async function deleteExpiredCounts(db: Db, now: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('resets_at', '<=', now).execute();
}

/** The count of `key` in its running window (0 when it has none or it expired). */
export async function findCount(db: Db, key: string, now: string): Promise<number> {
  const row = await db.selectFrom('rate_limits').select('hits').where('key', '=', key).where('resets_at', '>', now).executeTakeFirst();
  return Number(row?.hits ?? 0);
}
