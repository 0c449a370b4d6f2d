import { sql, type Expression, type Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import { compiledOnce } from '../../db/compiled-once';
import { dialectOf } from '../../db/dialect';
import { jsonArrayOf } from '../../db/json-array';
import type { RentalDamageReportsTable, RentalsTable } from '../../db/tables/rentals';

export type RentalRow = Selectable<RentalsTable>;
export type DamageReportRow = Selectable<RentalDamageReportsTable>;

/** The reservation's rentals, by window start. */
const rentalsOf = compiledOnce((db, reservationId: string) => db.selectFrom('rentals').selectAll().where('reservation_id', '=', reservationId).orderBy('start_at').orderBy('id'));

export async function findRentalsOf(db: DbOrTrx, reservationId: string): Promise<RentalRow[]> {
  return rentalsOf(db, reservationId);
}

/** What the wire shows of a rental (`toRental`). */
export type RentalWireRow = Pick<
  RentalRow,
  'id' | 'reservation_id' | 'productkey' | 'productname' | 'bike_id' | 'bike_name' | 'start_at' | 'end_at' | 'ended_at' | 'lock_state' | 'battery' | 'lat' | 'lng' | 'at_station'
>;

/** A rental as `rentalsJsonOf` lists it: 1 in `damaged` when it has a damage report. */
export type RentalJsonRow = RentalWireRow & { damaged: number };

/**
 * The reservation's rentals by window start, each with whether it has a damage report, as a JSON column (see
 * jsonArrayOf) of another module's query: a reservation view reads them in its own statement. `reservationId` is
 * the column of that query that holds the reservation's id.
 */
export function rentalsJsonOf(db: DbOrTrx, reservationId: Expression<string>) {
  const damaged = db.selectFrom('rental_damage_reports as d').select('d.id').where('d.rental_id', '=', sql.ref<string>('x.id'));
  return db
    .selectFrom('rentals as x')
    .select(
      jsonArrayOf(
        dialectOf(db),
        {
          id: sql.ref('x.id'),
          reservation_id: sql.ref('x.reservation_id'),
          productkey: sql.ref('x.productkey'),
          productname: sql.ref('x.productname'),
          bike_id: sql.ref('x.bike_id'),
          bike_name: sql.ref('x.bike_name'),
          start_at: sql.ref('x.start_at'),
          end_at: sql.ref('x.end_at'),
          ended_at: sql.ref('x.ended_at'),
          lock_state: sql.ref('x.lock_state'),
          battery: sql.ref('x.battery'),
          lat: sql.ref('x.lat'),
          lng: sql.ref('x.lng'),
          at_station: sql.ref('x.at_station'),
          damaged: sql`case when exists ${damaged} then 1 else 0 end`,
        },
        sql`x.start_at, x.id`,
      ).as('rentals'),
    )
    .where('x.reservation_id', '=', reservationId);
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
