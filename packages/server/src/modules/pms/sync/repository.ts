import type { Selectable } from 'kysely';
import type { Database, DbOrTrx } from '../../../db/database';

export type PmsReservationRow = Selectable<Database['pms_reservations']>;

export function findPmsReservation(db: DbOrTrx, locationId: string, externalId: string): Promise<PmsReservationRow | undefined> {
  return db.selectFrom('pms_reservations').selectAll().where('location_id', '=', locationId).where('external_id', '=', externalId).executeTakeFirst();
}

/** A page of the location's synced reservations by externalId, after `after`. */
export function findPmsReservationsAt(db: DbOrTrx, locationId: string, after: string | undefined, limit: number): Promise<PmsReservationRow[]> {
  let query = db.selectFrom('pms_reservations').selectAll().where('location_id', '=', locationId);
  if (after !== undefined) query = query.where('external_id', '>', after);
  return query.orderBy('external_id').limit(limit).execute();
}

export async function insertPmsReservation(db: DbOrTrx, row: PmsReservationRow): Promise<void> {
  await db.insertInto('pms_reservations').values(row).execute();
}

export async function updatePmsReservation(
  db: DbOrTrx,
  key: { locationId: string; externalId: string },
  patch: Omit<PmsReservationRow, 'location_id' | 'external_id' | 'reservation_id' | 'created_at'>,
): Promise<void> {
  await db.updateTable('pms_reservations').set(patch).where('location_id', '=', key.locationId).where('external_id', '=', key.externalId).execute();
}

export function findPmsReservationOf(db: DbOrTrx, reservationId: string): Promise<PmsReservationRow | undefined> {
  return db.selectFrom('pms_reservations').selectAll().where('reservation_id', '=', reservationId).executeTakeFirst();
}
