import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import { DEFAULT_TIME_ZONE } from '@stay/contract';
import type { Database, DbOrTrx } from '../../db/database';
import { countInserted } from '../../db/count-inserted';
import { compiledOnce } from '../../db/compiled-once';
import { findLocation } from '../locations';

export type ReservationRow = Selectable<Database['reservations']>;
export type ReservationPatch = Updateable<Database['reservations']>;

const reservationById = compiledOnce((db, id: string) => db.selectFrom('reservations').selectAll().where('id', '=', id));

export async function findReservationById(db: DbOrTrx, id: string): Promise<ReservationRow | undefined> {
  return (await reservationById(db, id))[0];
}

export function findReservationByNumber(db: DbOrTrx, reservationNumber: string): Promise<ReservationRow | undefined> {
  return db.selectFrom('reservations').selectAll().where('reservation_number', '=', reservationNumber).executeTakeFirst();
}

/** The reservations a guest is linked to, latest start first. */
export function findReservationsOfGuest(db: DbOrTrx, guestId: string): Promise<ReservationRow[]> {
  return db
    .selectFrom('reservations')
    .innerJoin('reservation_guests', 'reservation_guests.reservation_id', 'reservations.id')
    .selectAll('reservations')
    .where('reservation_guests.person_id', '=', guestId)
    .orderBy('reservations.start_date_time', 'desc')
    .orderBy('reservations.id')
    .execute();
}

export async function updateReservation(db: DbOrTrx, id: string, patch: ReservationPatch): Promise<void> {
  await db.updateTable('reservations').set(patch).where('id', '=', id).execute();
}

/**
 * Makes the guest the main guest unless someone else is: the condition on `main_person_id` decides a race
 * between two activations. True when they are the main guest afterwards.
 */
export async function claimMainGuest(db: DbOrTrx, reservationId: string, guestId: string): Promise<boolean> {
  const result = await db
    .updateTable('reservations')
    .set({ main_person_id: guestId })
    .where('id', '=', reservationId)
    .where('main_person_id', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export interface ReservationLocation {
  id: string;
  name: string;
  timeZone: string;
}

/** The reservation's location; a reservation without one counts as being in the default time zone. */
export async function findLocationOf(db: DbOrTrx, reservation: Pick<ReservationRow, 'location_id'>): Promise<ReservationLocation> {
  const row = reservation.location_id ? await findLocation(db, reservation.location_id) : undefined;
  return row ? { id: row.id, name: row.name, timeZone: row.time_zone } : { id: '', name: '', timeZone: DEFAULT_TIME_ZONE };
}

export const findSuitesOf = compiledOnce((db, reservationId: string) =>
  db
    .selectFrom('reservation_accommodations')
    .innerJoin('accommodations', 'accommodations.id', 'reservation_accommodations.accommodation_id')
    .select(['accommodations.id', 'accommodations.name'])
    .where('reservation_accommodations.reservation_id', '=', reservationId)
    .orderBy('reservation_accommodations.position'),
);

/** Adds the reservation; when it exists, applies `refresh` to it, or leaves it alone without one. Answers the rows changed. */
export async function upsertReservation(db: DbOrTrx, reservation: Insertable<Database['reservations']>, refresh?: ReservationPatch): Promise<number> {
  const results = await db
    .insertInto('reservations')
    .values(reservation)
    .onConflict((conflict) => (refresh ? conflict.column('id').doUpdateSet(refresh) : conflict.column('id').doNothing()))
    .execute();
  return countInserted(results);
}

export async function setMainGuestIfNone(db: DbOrTrx, reservationId: string, guestId: string): Promise<void> {
  await db
    .updateTable('reservations')
    .set({ main_person_id: guestId })
    .where('id', '=', reservationId)
    .where('main_person_id', 'is', null)
    .execute();
}

/** The location's reservations by id, with their start and guide. */
export function listReservationsAt(db: DbOrTrx, locationId: string) {
  return db
    .selectFrom('reservations')
    .select(['id', 'start_date_time', 'guide_employee_id'])
    .where('location_id', '=', locationId)
    .orderBy('id')
    .execute();
}

/**
 * Names each reservation's main guest: the guest (by id prefix) whose active reservation it is. One joined update,
 * so it needs no index on either side (a bulk load has taken them off).
 */
export async function linkMainGuests(db: DbOrTrx, guestIdPrefix: string): Promise<void> {
  await db
    .updateTable('reservations')
    .from('persons')
    .set({ main_person_id: sql.ref('persons.id') })
    .whereRef('persons.active_reservation_id', '=', 'reservations.id')
    .where('persons.id', 'like', `${guestIdPrefix}%`)
    .execute();
}
