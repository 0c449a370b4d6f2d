import type { DbOrTrx } from '../../db/database';

/** Stores an envelope too large for a NOTIFY payload; answers its id. */
export async function insertOverflow(db: DbOrTrx, payload: string, createdAt: string): Promise<number> {
  const row = await db.insertInto('realtime_overflow').values({ payload, created_at: createdAt }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function findOverflowPayload(db: DbOrTrx, id: number): Promise<string | undefined> {
  const row = await db.selectFrom('realtime_overflow').select('payload').where('id', '=', id).executeTakeFirst();
  return row?.payload;
}

export async function deleteOverflowBefore(db: DbOrTrx, before: string): Promise<void> {
  await db.deleteFrom('realtime_overflow').where('created_at', '<', before).execute();
}
