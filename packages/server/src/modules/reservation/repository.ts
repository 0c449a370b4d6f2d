import type { Selectable, Updateable } from 'kysely';
import { DEFAULT_TIME_ZONE } from '@stay/contract';
import type { Database, DbOrTrx } from '../../db/database';
import { findLocation } from '../locations';

export type ReservationRow = Selectable<Database['reservations']>;
export type ReservationPatch = Updateable<Database['reservations']>;

export function findReservationById(db: DbOrTrx, id: string): Promise<ReservationRow | undefined> {
  return db.selectFrom('reservations').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findReservationByNumber(db: DbOrTrx, reservationNumber: string): Promise<ReservationRow | undefined> {
  return db.selectFrom('reservations').selectAll().where('reservation_number', '=', reservationNumber).executeTakeFirst();
}

/** The reservations a person is linked to, latest start first. */
export function findReservationsOfPerson(db: DbOrTrx, personId: string): Promise<ReservationRow[]> {
  return db
    .selectFrom('reservations')
    .innerJoin('reservation_guests', 'reservation_guests.reservation_id', 'reservations.id')
    .selectAll('reservations')
    .where('reservation_guests.person_id', '=', personId)
    .orderBy('reservations.start_date_time', 'desc')
    .orderBy('reservations.id')
    .execute();
}

export async function updateReservation(db: DbOrTrx, id: string, patch: ReservationPatch): Promise<void> {
  await db.updateTable('reservations').set(patch).where('id', '=', id).execute();
}

/**
 * Makes the person the main guest unless someone else is: the condition on `main_person_id` decides a race
 * between two activations. True when the person is the main guest afterwards.
 */
export async function claimMainGuest(db: DbOrTrx, reservationId: string, personId: string): Promise<boolean> {
  const result = await db
    .updateTable('reservations')
    .set({ main_person_id: personId })
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

export function findAccommodationsOf(db: DbOrTrx, reservationId: string) {
  return db
    .selectFrom('reservation_accommodations')
    .innerJoin('accommodations', 'accommodations.id', 'reservation_accommodations.accommodation_id')
    .select(['accommodations.id', 'accommodations.name'])
    .where('reservation_accommodations.reservation_id', '=', reservationId)
    .orderBy('reservation_accommodations.position')
    .execute();
}
