import { normalisePostalCode, type ReservationCheckMode } from '@stay/contract';
import type { DbOrTrx } from '../../db/database';
import { isActivationCode } from './activation-code';
import { isWeakProofBlocked, recordFailedProof } from './check-throttle';
import { findReservationByNumber, type ReservationRow } from './repository';

/** The normalised form a check value is stored and compared in (activation codes are compared by hash). */
export function normaliseCheckValue(mode: Exclude<ReservationCheckMode, 'code'>, value: string): string {
  return mode === 'email' ? value.trim().toLowerCase() : normalisePostalCode(value);
}

async function findByTypedNumber(db: DbOrTrx, reservationNumber: string): Promise<ReservationRow | undefined> {
  const typed = reservationNumber.trim();
  // Numbers are printed in capitals; accept them typed in lower case too.
  return (
    (await findReservationByNumber(db, typed)) ??
    (typed !== typed.toUpperCase() ? await findReservationByNumber(db, typed.toUpperCase()) : undefined)
  );
}

/**
 * Whether the value proves the reservation:
 * - `email`: the booking email, in any case;
 * - `code`: the reservation's activation code (compared by its hash);
 * - `postalcode`: the booking's postal code, accepted only for a booking without an email on file (a postal code
 *   is easy to guess from the town) and only while the reservation had fewer than 10 failed proofs in a day.
 */
async function isProven(db: DbOrTrx, reservation: ReservationRow, mode: ReservationCheckMode, checkValue: string, now: Date): Promise<boolean> {
  switch (mode) {
    case 'email':
      return !!reservation.booking_email && normaliseCheckValue('email', reservation.booking_email) === normaliseCheckValue('email', checkValue);
    case 'code':
      return isActivationCode(reservation.activation_code_hash, checkValue);
    case 'postalcode':
      if (reservation.booking_email || !reservation.booking_postal_code) return false;
      if (normaliseCheckValue('postalcode', reservation.booking_postal_code) !== normaliseCheckValue('postalcode', checkValue)) return false;
      return !(await isWeakProofBlocked(db, reservation.id, now));
  }
}

/**
 * The reservation with this number that the check value proves; undefined when the number is unknown or the
 * value does not prove it (callers answer both alike). A failed proof of an existing reservation is counted
 * against that reservation, whoever tried it.
 */
export async function proveReservation(
  db: DbOrTrx,
  reservationNumber: string,
  mode: ReservationCheckMode,
  checkValue: string,
  now: Date,
): Promise<ReservationRow | undefined> {
  const reservation = await findByTypedNumber(db, reservationNumber);
  if (!reservation) return undefined;
  if (await isProven(db, reservation, mode, checkValue, now)) return reservation;
  await recordFailedProof(db, reservation.id, now);
  return undefined;
}
