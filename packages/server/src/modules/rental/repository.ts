import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import { compiledOnce } from '../../db/compiled-once';
import type { RentalDamageReportsTable, RentalsTable } from '../../db/tables/rentals';

export type RentalRow = Selectable<RentalsTable>;
export type DamageReportRow = Selectable<RentalDamageReportsTable>;

/** The reservation's rentals, by window start. */
const rentalsOf = compiledOnce((db, reservationId: string) => db.selectFrom('rentals').selectAll().where('reservation_id', '=', reservationId).orderBy('start_at').orderBy('id'));

export async function findRentalsOf(db: DbOrTrx, reservationId: string): Promise<RentalRow[]> {
  return rentalsOf(db, reservationId);
}

export async function findRental(db: DbOrTrx, rentalId: string): Promise<RentalRow | undefined> {
  return db.selectFrom('rentals').selectAll().where('id', '=', rentalId).executeTakeFirst();
}

/** The delivery units that already have a rental (`${delivery_nmbr}:${unit_index}`). */
export async function findRentalUnits(db: DbOrTrx, deliveryNmbrs: number[]): Promise<Set<string>> {
  if (deliveryNmbrs.length === 0) return new Set();
  const rows = await db.selectFrom('rentals').select(['delivery_nmbr', 'unit_index']).where('delivery_nmbr', 'in', deliveryNmbrs).execute();
  return new Set(rows.map((row) => `${Number(row.delivery_nmbr)}:${Number(row.unit_index)}`));
}

/** The bikes the location's running rentals (not ended, window not over) hold. */
export async function findBusyBikeIds(db: DbOrTrx, locationId: string, now: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('rentals')
    .select('bike_id')
    .where('location_id', '=', locationId)
    .where('bike_id', 'is not', null)
    .where('ended_at', 'is', null)
    .where('end_at', '>=', now.toISOString())
    .execute();
  return rows.map((row) => row.bike_id as string);
}

export async function insertRentals(db: DbOrTrx, rows: RentalRow[]): Promise<void> {
  if (rows.length) await db.insertInto('rentals').values(rows).execute();
}

export type RentalPatch = Partial<
  Pick<RentalRow, 'bike_id' | 'bike_name' | 'ended_at' | 'lock_state' | 'battery' | 'lat' | 'lng' | 'at_station' | 'reported_at' | 'station_beacon_seen_at'>
>;

export async function updateRental(db: DbOrTrx, rentalId: string, patch: RentalPatch): Promise<void> {
  await db.updateTable('rentals').set(patch).where('id', '=', rentalId).execute();
}

/** Ends the rental unless it was ended already; true when this call ended it. */
export async function markRentalEnded(db: DbOrTrx, rentalId: string, patch: RentalPatch & { ended_at: string }): Promise<boolean> {
  const result = await db.updateTable('rentals').set(patch).where('id', '=', rentalId).where('ended_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The ids of the rentals that have at least one damage report. */
export async function findDamagedRentalIds(db: DbOrTrx, rentalIds: string[]): Promise<Set<string>> {
  if (rentalIds.length === 0) return new Set();
  const rows = await db.selectFrom('rental_damage_reports').select('rental_id').distinct().where('rental_id', 'in', rentalIds).execute();
  return new Set(rows.map((row) => row.rental_id));
}

export async function insertDamageReport(db: DbOrTrx, row: DamageReportRow): Promise<void> {
  await db.insertInto('rental_damage_reports').values(row).execute();
}

export async function findDamageReports(db: DbOrTrx, rentalId: string): Promise<DamageReportRow[]> {
  return db.selectFrom('rental_damage_reports').selectAll().where('rental_id', '=', rentalId).orderBy('created_at').execute();
}
