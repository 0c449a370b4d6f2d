import { hasEnded, type LinkReservationBody } from '@stay/contract';
import type { Db, DbOrTrx } from '../../db/database';
import { AppError } from '../../errors';
import { setActiveReservation } from '../identity';
import { assertCheckAllowed, recordFailedCheck, type CheckSubject } from './check-throttle';
import { insertGuestLink } from './guests-repository';
import { proveReservation } from './proof';
import { claimMainGuest, type ReservationRow } from './repository';
import { toReservationTimes } from './to-wire';

/**
 * The reservation a guest may activate as main guest with this number and check value: RESERVATION_NOT_FOUND
 * (counted against the subject), RESERVATION_ENDED or RESERVATION_ALREADY_REGISTERD otherwise. `personId` is
 * the activating guest, when there is one already: their own reservation is returned as it is.
 */
export async function proveActivation(
  db: Db,
  subject: CheckSubject,
  at: Date,
  reservationNumber: string,
  proof: LinkReservationBody,
  guestId?: string,
): Promise<ReservationRow> {
  await assertCheckAllowed(db, subject, at);
  const reservation = await proveReservation(db, reservationNumber, proof.mode, proof.checkValue, at);
  if (!reservation) {
    await recordFailedCheck(db, subject, at);
    throw new AppError('RESERVATION_NOT_FOUND');
  }
  if (guestId !== undefined && reservation.main_person_id === guestId) return reservation;
  if (hasEnded(toReservationTimes(reservation), at)) throw new AppError('RESERVATION_ENDED');
  if (reservation.main_person_id !== null) throw new AppError('RESERVATION_ALREADY_REGISTERD');
  return reservation;
}

/** Makes the guest the reservation's main guest and the reservation their current one; inside the caller's transaction. */
export async function linkMainGuest(trx: DbOrTrx, reservationId: string, guestId: string, at: Date): Promise<void> {
  if (!(await claimMainGuest(trx, reservationId, guestId))) throw new AppError('RESERVATION_ALREADY_REGISTERD');
  await insertGuestLink(trx, { reservationId, guestId, isMain: true, joinedAt: at.toISOString() });
  await setActiveReservation(trx, guestId, reservationId);
}
