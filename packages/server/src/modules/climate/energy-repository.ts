import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';

export interface MeterRow {
  domotica_id: string;
  energy: number | null;
  looked_at: string;
}

export async function findMeters(db: DbOrTrx, deviceIds: readonly string[]): Promise<Map<string, MeterRow>> {
  if (deviceIds.length === 0) return new Map();
  const rows = await db.selectFrom('climate_meters').selectAll().where('domotica_id', 'in', deviceIds).execute();
  return new Map(rows.map((row) => [row.domotica_id, { ...row, energy: row.energy === null ? null : Number(row.energy) }]));
}

/**
 * Moves a thermostat's meter on from `previous` (undefined: first look) to the new reading. A conditional write: with
 * several instances only one moves it from the same look, so only that one counts the energy in between.
 */
export async function advanceMeter(db: DbOrTrx, deviceId: string, previous: MeterRow | undefined, energy: number | null, at: Date): Promise<boolean> {
  const values = { energy, looked_at: at.toISOString() };
  if (!previous) {
    const result = await db
      .insertInto('climate_meters')
      .values({ domotica_id: deviceId, ...values })
      .onConflict((conflict) => conflict.column('domotica_id').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
  }
  const result = await db.updateTable('climate_meters').set(values).where('domotica_id', '=', deviceId).where('looked_at', '=', previous.looked_at).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export interface EnergyShare {
  suiteId: string;
  locationId: string;
  /** The location's calendar day. */
  day: string;
  /** '' between stays. */
  reservationId: string;
  kwh: number;
  heatingMinutes: number;
  isMetered: boolean;
}

const rowOf = (share: EnergyShare) => ({
  accommodation_id: share.suiteId,
  day: share.day,
  reservation_id: share.reservationId,
  location_id: share.locationId,
  kwh: share.kwh,
  heating_minutes: share.heatingMinutes,
  is_metered: share.isMetered ? 1 : 0,
});

/** Adds energy to the suite's day (and stay). */
export async function addEnergy(db: DbOrTrx, share: EnergyShare): Promise<void> {
  await db
    .insertInto('climate_energy')
    .values(rowOf(share))
    .onConflict((conflict) =>
      conflict.columns(['accommodation_id', 'day', 'reservation_id']).doUpdateSet({
        kwh: sql<number>`climate_energy.kwh + excluded.kwh`,
        heating_minutes: sql<number>`climate_energy.heating_minutes + excluded.heating_minutes`,
        is_metered: sql<number>`case when climate_energy.is_metered > excluded.is_metered then climate_energy.is_metered else excluded.is_metered end`,
      }),
    )
    .execute();
}

/** The location's energy rows of the days [fromDay, toDay), with the suite's name. */
export async function listEnergyDays(db: DbOrTrx, locationId: string, fromDay: string, toDay: string) {
  const rows = await db
    .selectFrom('climate_energy as e')
    .innerJoin('accommodations as a', 'a.id', 'e.accommodation_id')
    .select(['e.accommodation_id', 'a.name as suite_name', 'e.day', 'e.reservation_id', 'e.kwh', 'e.heating_minutes', 'e.is_metered'])
    .where('e.location_id', '=', locationId)
    .where('e.day', '>=', fromDay)
    .where('e.day', '<', toDay)
    .execute();
  return rows.map((row) => ({ ...row, kwh: Number(row.kwh), heating_minutes: Number(row.heating_minutes) }));
}

export interface StayEnergyTotal {
  reservationId: string;
  kwh: number;
  heatingMinutes: number;
  isMetered: boolean;
}

/** Each stay's energy at the location (between-stay rows left out). */
export async function listStayEnergy(db: DbOrTrx, locationId: string): Promise<StayEnergyTotal[]> {
  const rows = await db
    .selectFrom('climate_energy')
    .select((eb) => [
      'reservation_id',
      eb.fn.sum<number>('kwh').as('kwh'),
      eb.fn.sum<number>('heating_minutes').as('heating_minutes'),
      eb.fn.max<number>('is_metered').as('is_metered'),
    ])
    .where('location_id', '=', locationId)
    .where('reservation_id', '!=', '')
    .groupBy('reservation_id')
    .execute();
  return rows.map((row) => ({
    reservationId: row.reservation_id,
    kwh: Number(row.kwh),
    heatingMinutes: Number(row.heating_minutes),
    isMetered: Number(row.is_metered) === 1,
  }));
}

/** Records a suite's day as given unless it is recorded already (the demo's seed); answers whether it did. */
export async function insertEnergyIfMissing(db: DbOrTrx, share: EnergyShare): Promise<boolean> {
  const result = await db
    .insertInto('climate_energy')
    .values(rowOf(share))
    .onConflict((conflict) => conflict.columns(['accommodation_id', 'day', 'reservation_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}
