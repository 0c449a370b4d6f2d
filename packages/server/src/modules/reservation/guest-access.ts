import { hasEnded } from '@stay/contract';
import type { DbOrTrx } from '../../db/database';
import { AppError } from '../../errors';
import type { GuestCaller } from '../../http/caller';
import { findGuestLink } from './guests-repository';
import { findReservationById, type ReservationRow } from './repository';
import { toReservationTimes } from './to-wire';

/** The guest's current reservation (persons.active_reservation_id), or undefined. */
export async function findCurrentReservation(db: DbOrTrx, guest: GuestCaller): Promise<ReservationRow | undefined> {
  return guest.reservationId ? findReservationById(db, guest.reservationId) : undefined;
}

/** The guest's current reservation, or RESERVATION_NOT_FOUND. */
export async function requireCurrentReservation(db: DbOrTrx, guest: GuestCaller): Promise<ReservationRow> {
  const reservation = await findCurrentReservation(db, guest);
  if (!reservation) throw new AppError('RESERVATION_NOT_FOUND');
  return reservation;
}

/** One of the guest's own reservations (linked, or the current one); anybody else's is RESERVATION_NOT_FOUND. */
export async function requireOwnReservation(db: DbOrTrx, guest: GuestCaller, reservationId: string): Promise<ReservationRow> {
  const isOwn = guest.reservationId === reservationId || (await findGuestLink(db, reservationId, guest.id)) !== undefined;
  const reservation = isOwn ? await findReservationById(db, reservationId) : undefined;
  if (!reservation) throw new AppError('RESERVATION_NOT_FOUND');
  return reservation;
}

/** Changes to a reservation stop after its deactivation time: RESERVATION_ENDED. */
export function assertNotEnded(reservation: ReservationRow, now: Date): void {
  if (hasEnded(toReservationTimes(reservation), now)) throw new AppError('RESERVATION_ENDED');
}

/** Only the main guest manages who else is on the reservation. */
export function assertMainGuest(reservation: ReservationRow, guest: GuestCaller): void {
  if (reservation.main_person_id !== guest.id) throw new AppError('UNAUTHORIZED', 'Only the main guest can manage invites');
}
