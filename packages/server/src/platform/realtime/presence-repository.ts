import type { DbOrTrx } from '../../db/database';
import type { Person } from './hub';

/** Rows per statement: three parameters each, well under PostgreSQL's 65,535. */
const ROWS_PER_STATEMENT = 1_000;

function* chunks<T>(items: readonly T[]): Generator<T[]> {
  for (let start = 0; start < items.length; start += ROWS_PER_STATEMENT) yield items.slice(start, start + ROWS_PER_STATEMENT);
}

/** Answers false when the instance has no row (another instance took it for gone and removed it). */
export async function markInstanceAlive(db: DbOrTrx, instanceId: string, aliveAt: string): Promise<boolean> {
  const result = await db.updateTable('realtime_instances').set({ alive_at: aliveAt }).where('instance_id', '=', instanceId).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Writes the instance's presence afresh: it alive now, with exactly these people connected. */
export async function replaceInstancePresence(trx: DbOrTrx, instanceId: string, people: readonly Person[], aliveAt: string): Promise<void> {
  await deleteInstancePresence(trx, instanceId);
  await trx.insertInto('realtime_instances').values({ instance_id: instanceId, alive_at: aliveAt }).execute();
  await insertPresence(trx, instanceId, people);
}

export async function insertPresence(db: DbOrTrx, instanceId: string, people: readonly Person[]): Promise<void> {
  for (const chunk of chunks(people)) {
    await db
      .insertInto('realtime_presence')
      .values(chunk.map(({ kind, id }) => ({ instance_id: instanceId, kind, identity_id: id })))
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
}

export async function deletePresence(db: DbOrTrx, instanceId: string, people: readonly Person[]): Promise<void> {
  for (const chunk of chunks(people)) {
    await db
      .deleteFrom('realtime_presence')
      .where('instance_id', '=', instanceId)
      .where((eb) => eb.or(chunk.map(({ kind, id }) => eb.and([eb('kind', '=', kind), eb('identity_id', '=', id)]))))
      .execute();
  }
}

/** Whether the person is connected to an instance that said it was alive after `aliveAfter`. */
export async function isPresentOnLiveInstance(db: DbOrTrx, { kind, id }: Person, aliveAfter: string): Promise<boolean> {
  const row = await db
    .selectFrom('realtime_presence')
    .innerJoin('realtime_instances', 'realtime_instances.instance_id', 'realtime_presence.instance_id')
    .select('realtime_presence.instance_id')
    .where('realtime_presence.kind', '=', kind)
    .where('realtime_presence.identity_id', '=', id)
    .where('realtime_instances.alive_at', '>', aliveAfter)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Removes the instances silent since `before` (stopped without saying so), then the presence of instances without a
 * row. One that was only slow finds its row gone when it says it is alive again, and writes its presence afresh.
 */
export async function deleteInstancesSilentSince(db: DbOrTrx, before: string): Promise<void> {
  await db.deleteFrom('realtime_instances').where('alive_at', '<', before).execute();
  await db
    .deleteFrom('realtime_presence')
    .where('instance_id', 'not in', db.selectFrom('realtime_instances').select('instance_id'))
    .execute();
}

export async function deleteInstancePresence(db: DbOrTrx, instanceId: string): Promise<void> {
  await db.deleteFrom('realtime_presence').where('instance_id', '=', instanceId).execute();
  await db.deleteFrom('realtime_instances').where('instance_id', '=', instanceId).execute();
}
