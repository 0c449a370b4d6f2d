import { randomUUID } from 'node:crypto';
import type { DbOrTrx } from '../../db/database';

export async function countAttemptsSince(db: DbOrTrx, key: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('reservation_check_attempts')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('key', '=', key)
    .where('attempted_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertAttempts(db: DbOrTrx, keys: string[], at: string): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insertInto('reservation_check_attempts')
    .values(keys.map((key) => ({ id: randomUUID(), key, attempted_at: at })))
    .execute();
}

export async function deleteAttemptsBefore(db: DbOrTrx, before: string): Promise<void> {
  await db.deleteFrom('reservation_check_attempts').where('attempted_at', '<', before).execute();
}
