import type { DbOrTrx } from '../../db/database';
import type { ReservationRow } from './repository';

/** The status of a confirmed booking: above the provisional range (≤ 10). */
export const CONFIRMED_RESERVATION_STATUS = 30;
/** A booking that is not final yet (an option, a request): provisional, so its guests wait. */
export const PROVISIONAL_RESERVATION_STATUS = 10;
/** A booking its channel cancelled: kept for its history, provisional too, so nobody uses the suite through it. */
export const CANCELLED_RESERVATION_STATUS = 0;

/** A stay as instants (UTC ISO-8601). */
export interface StayDates {
  startDateTime: string;
  endDateTime: string;
}

export interface NewConfirmedReservation extends StayDates {
  id: string;
  reservationNumber: string;
  locationId: string;
  /** The suite's name, kept on the reservation as the bookings of other sources do. */
  suiteName: string;
  mainGuest: { firstname: string; surname: string };
  /** Who the stay is booked through (the party orders are charged to): without one, its guests cannot order. */
  relation: { erpUid: string; name: string };
  /** CONFIRMED_RESERVATION_STATUS when not given. */
  status?: number;
}

/** A confirmed reservation whose controls window is the stay itself. */
export async function insertConfirmedReservation(db: DbOrTrx, reservation: NewConfirmedReservation): Promise<void> {
  await db
    .insertInto('reservations')
    .values({
      id: reservation.id,
      reservation_number: reservation.reservationNumber,
      status: reservation.status ?? CONFIRMED_RESERVATION_STATUS,
      start_date_time: reservation.startDateTime,
      end_date_time: reservation.endDateTime,
      location_id: reservation.locationId,
      accommodation_name: reservation.suiteName,
      controls_activation_date_time: reservation.startDateTime,
      controls_deactivation_date_time: reservation.endDateTime,
      main_guest_firstname: reservation.mainGuest.firstname,
      main_guest_surname: reservation.mainGuest.surname,
      relation_erp_uid: reservation.relation.erpUid,
      relation_name: reservation.relation.name,
    })
    .execute();
}

const shifted = (instant: string | null, from: string, to: string): string | null =>
  instant === null ? null : new Date(new Date(instant).getTime() - new Date(from).getTime() + new Date(to).getTime()).toISOString();

/** The stay as the reservation holds it equals `stay` (compared as instants, whatever the text spelling). */
export function isSameStay(row: Pick<ReservationRow, 'start_date_time' | 'end_date_time'>, stay: StayDates): boolean {
  return (
    new Date(row.start_date_time).getTime() === new Date(stay.startDateTime).getTime() &&
    new Date(row.end_date_time).getTime() === new Date(stay.endDateTime).getTime()
  );
}

/**
 * Moves a reservation to new dates. The controls window moves with it: activation keeps its distance to the
 * start and deactivation to the end, so an agreed late checkout or early access survives the move.
 */
export async function moveReservation(db: DbOrTrx, row: ReservationRow, stay: StayDates): Promise<void> {
  await db
    .updateTable('reservations')
    .set({
      start_date_time: stay.startDateTime,
      end_date_time: stay.endDateTime,
      controls_activation_date_time: shifted(row.controls_activation_date_time, row.start_date_time, stay.startDateTime),
      controls_deactivation_date_time: shifted(row.controls_deactivation_date_time, row.end_date_time, stay.endDateTime),
    })
    .where('id', '=', row.id)
    .execute();
}

export async function setReservationStatus(db: DbOrTrx, id: string, status: number): Promise<void> {
  await db.updateTable('reservations').set({ status }).where('id', '=', id).execute();
}
