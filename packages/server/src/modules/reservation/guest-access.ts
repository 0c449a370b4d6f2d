import { hasEnded } from '@stay/contract';
import type { DbOrTrx } from '../../db/database';
import { AppError } from '../../errors';
import type { AuthContext } from '../../security/access-tokens';
import { findGuestLink, findPersonOfAccount } from './guests-repository';
import { findReservationById, type ReservationRow } from './repository';
import { toReservationTimes } from './to-wire';

export interface GuestPerson {
  id: string;
  firstname: string;
  surname: string;
  email: string;
  activeReservationId: string | null;
}

/** The person behind a guest's access token; SESSION_NOT_FOUND when the account or person is gone. */
export async function guestPersonOf(db: DbOrTrx, auth: AuthContext): Promise<GuestPerson> {
  const person = await findPersonOfAccount(db, auth.accountId);
  if (!person) throw new AppError('SESSION_NOT_FOUND');
  return person;
}

/** The guest's current reservation (persons.active_reservation_id), or undefined. */
export async function findCurrentReservation(db: DbOrTrx, person: GuestPerson): Promise<ReservationRow | undefined> {
  return person.activeReservationId ? findReservationById(db, person.activeReservationId) : undefined;
}

/** The guest's current reservation, or RESERVATION_NOT_FOUND. */
export async function requireCurrentReservation(db: DbOrTrx, person: GuestPerson): Promise<ReservationRow> {
  const reservation = await findCurrentReservation(db, person);
  if (!reservation) throw new AppError('RESERVATION_NOT_FOUND');
  return reservation;
}

/** One of the guest's own reservations (linked, or the current one); anybody else's is RESERVATION_NOT_FOUND. */
export async function requireOwnReservation(db: DbOrTrx, person: GuestPerson, reservationId: string): Promise<ReservationRow> {
  const isOwn = person.activeReservationId === reservationId || (await findGuestLink(db, reservationId, person.id)) !== undefined;
  const reservation = isOwn ? await findReservationById(db, reservationId) : undefined;
  if (!reservation) throw new AppError('RESERVATION_NOT_FOUND');
  return reservation;
}

/** Changes to a reservation stop after its deactivation time: RESERVATION_ENDED. */
export function assertNotEnded(reservation: ReservationRow, now: Date): void {
  if (hasEnded(toReservationTimes(reservation), now)) throw new AppError('RESERVATION_ENDED');
}

/** Only the main guest manages who else is on the reservation. */
export function assertMainGuest(reservation: ReservationRow, person: GuestPerson): void {
  if (reservation.main_person_id !== person.id) throw new AppError('UNAUTHORIZED', 'Only the main guest can manage invites');
}
