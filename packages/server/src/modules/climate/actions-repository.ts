import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { ClimateReason } from '@stay/contract';
import type { Database, DbOrTrx } from '../../db/database';

export type ClimateActionRow = Selectable<Database['climate_actions']>;

export interface NewClimateAction {
  suiteId: string;
  locationId: string;
  key: string;
  at: Date;
  setpoint: number;
  reason: ClimateReason;
  fromTemperature: number | null;
}

/**
 * Logs a decision for a suite, once: the insert is the claim (unique per suite and key), so with several instances
 * only the one whose insert lands carries it out. Answers the new row's id, or undefined when it was claimed before.
 */
export async function claimClimateAction(db: DbOrTrx, action: NewClimateAction): Promise<string | undefined> {
  const id = randomUUID();
  const result = await db
    .insertInto('climate_actions')
    .values({
      id,
      accommodation_id: action.suiteId,
      location_id: action.locationId,
      decision_key: action.key,
      at: action.at.toISOString(),
      setpoint: action.setpoint,
      reason: action.reason,
      is_done: 0,
      from_temperature: action.fromTemperature,
      reached_at: null,
    })
    .onConflict((conflict) => conflict.columns(['accommodation_id', 'decision_key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0 ? id : undefined;
}

export async function markClimateActionDone(db: DbOrTrx, id: string, isDone: boolean): Promise<void> {
  await db.updateTable('climate_actions').set({ is_done: isDone ? 1 : 0 }).where('id', '=', id).execute();
}

/** The last action of each of the suites, for the quiet-spell and warm-up facts. */
export async function findLatestActions(db: DbOrTrx, suiteIds: readonly string[]): Promise<Map<string, ClimateActionRow>> {
  if (suiteIds.length === 0) return new Map();
  const rows = await db.selectFrom('climate_actions').selectAll().where('accommodation_id', 'in', suiteIds).orderBy('at', 'desc').orderBy('id').execute();
  const latest = new Map<string, ClimateActionRow>();
  for (const row of rows) if (!latest.has(row.accommodation_id)) latest.set(row.accommodation_id, row);
  return latest;
}

/** Marks a pre-heat reached (once: a conditional update, so one instance measures it). */
export async function markReached(db: DbOrTrx, id: string, at: Date): Promise<boolean> {
  const result = await db.updateTable('climate_actions').set({ reached_at: at.toISOString() }).where('id', '=', id).where('reached_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export interface ActionFilter {
  locationId: string;
  suiteId?: string | undefined;
  from?: Date;
  to?: Date;
  limit?: number;
}

/** The location's actions, newest first, with the suite's name. */
export function listClimateActions(db: DbOrTrx, filter: ActionFilter) {
  let query = db
    .selectFrom('climate_actions as c')
    .innerJoin('accommodations as a', 'a.id', 'c.accommodation_id')
    .select(['c.accommodation_id', 'a.name as suite_name', 'c.at', 'c.setpoint', 'c.reason', 'c.is_done'])
    .where('c.location_id', '=', filter.locationId);
  if (filter.suiteId) query = query.where('c.accommodation_id', '=', filter.suiteId);
  if (filter.from) query = query.where('c.at', '>=', filter.from.toISOString());
  if (filter.to) query = query.where('c.at', '<', filter.to.toISOString());
  query = query.orderBy('c.at', 'desc').orderBy('c.id');
  return (filter.limit ? query.limit(filter.limit) : query).execute();
}

/** The warm-up rate measured for each suite. */
export async function findWarmUpRates(db: DbOrTrx, suiteIds: readonly string[]): Promise<Map<string, number>> {
  if (suiteIds.length === 0) return new Map();
  const rows = await db.selectFrom('suite_warm_up').select(['accommodation_id', 'rate']).where('accommodation_id', 'in', suiteIds).execute();
  return new Map(rows.map((row) => [row.accommodation_id, Number(row.rate)]));
}

export async function saveWarmUpRate(db: DbOrTrx, suiteId: string, rate: number, at: Date): Promise<void> {
  const values = { rate, measured_at: at.toISOString() };
  await db
    .insertInto('suite_warm_up')
    .values({ accommodation_id: suiteId, ...values })
    .onConflict((conflict) => conflict.column('accommodation_id').doUpdateSet(values))
    .execute();
}
