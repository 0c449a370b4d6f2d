import type { Db } from '../../db/database';
import type { IdempotentRepliesTable } from '../../db/tables/idempotent-replies';

export type IdempotentReply = Pick<IdempotentRepliesTable, 'request_hash' | 'status' | 'content_type' | 'body' | 'started_at'>;

/**
 * Claims `key` for the caller's request in one statement, so of two requests with the same key (on any instance) one
 * wins. False when the key is already taken.
 */
export async function claimKey(db: Db, caller: string, key: string, requestHash: string, now: string): Promise<boolean> {
  const result = await db
    .insertInto('idempotent_replies')
    .values({ caller, key, request_hash: requestHash, status: null, content_type: null, body: null, started_at: now })
    .onConflict((conflict) => conflict.columns(['caller', 'key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * Takes over a claim whose request has been running since before `staleBefore` (its instance died mid-request): only
 * one of several resends gets it.
 */
export async function reclaimStaleKey(db: Db, caller: string, key: string, requestHash: string, staleBefore: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('idempotent_replies')
    .set({ started_at: now })
    .where('caller', '=', caller)
    .where('key', '=', key)
    .where('request_hash', '=', requestHash)
    .where('status', 'is', null)
    .where('started_at', '<', staleBefore)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function findReply(db: Db, caller: string, key: string): Promise<IdempotentReply | undefined> {
  return db
    .selectFrom('idempotent_replies')
    .select(['request_hash', 'status', 'content_type', 'body', 'started_at'])
    .where('caller', '=', caller)
    .where('key', '=', key)
    .executeTakeFirst();
}

export async function storeReply(db: Db, caller: string, key: string, reply: { status: number; contentType: string; body: string }): Promise<void> {
  await db
    .updateTable('idempotent_replies')
    .set({ status: reply.status, content_type: reply.contentType, body: reply.body })
    .where('caller', '=', caller)
    .where('key', '=', key)
    .where('status', 'is', null)
    .execute();
}

/** Frees a claim whose request got no reply worth repeating, so a resend runs it again. */
export async function releaseKey(db: Db, caller: string, key: string): Promise<void> {
  await db.deleteFrom('idempotent_replies').where('caller', '=', caller).where('key', '=', key).where('status', 'is', null).execute();
}

export async function deleteRepliesStartedBefore(db: Db, before: string): Promise<void> {
  await db.deleteFrom('idempotent_replies').where('started_at', '<', before).execute();
}
