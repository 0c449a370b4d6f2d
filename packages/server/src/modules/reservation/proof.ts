import { normalisePostalCode, type ReservationCheckMode } from '@stay/contract';
import type { DbOrTrx } from '../../db/database';
import { findReservationByNumber, type ReservationRow } from './repository';

/** The normalised form a check value is stored and compared in. */
export function normaliseCheckValue(mode: ReservationCheckMode, value: string): string {
  return mode === 'email' ? value.trim().toLowerCase() : normalisePostalCode(value);
}

/**
 * The reservation with this number whose booking has this check value; undefined when the number is unknown,
 * the value differs or the booking has no such value (callers answer all three alike).
 */
export async function proveReservation(
  db: DbOrTrx,
  reservationNumber: string,
  mode: ReservationCheckMode,
  checkValue: string,
): Promise<ReservationRow | undefined> {
  const typed = reservationNumber.trim();
  // Numbers are printed in capitals; accept them typed in lower case too.
  const reservation =
    (await findReservationByNumber(db, typed)) ??
    (typed !== typed.toUpperCase() ? await findReservationByNumber(db, typed.toUpperCase()) : undefined);
  if (!reservation) return undefined;
  const expected = mode === 'email' ? reservation.booking_email : reservation.booking_postal_code;
  if (!expected) return undefined;
  return normaliseCheckValue(mode, expected) === normaliseCheckValue(mode, checkValue) ? reservation : undefined;
}
