import { randomInt } from 'node:crypto';
import type { DbOrTrx } from '../../db/database';
import { findReservationByNumber } from './repository';

/** Digits and capitals without look-alikes (no 0/O, 1/I/L), as in activation codes. */
export const RESERVATION_NUMBER_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export interface ReservationNumberFormat {
  /** Printed before the random part, e.g. "DZ-2025-" or "ICS-". */
  prefix: string;
  /** The characters of the random part. */
  alphabet?: string;
  /** How many characters the random part has: choose length · log2(alphabet size) ≥ 30 bits. */
  length?: number;
}

/**
 * A reservation number whose random part comes from the crypto random source, so the next number cannot be
 * derived from one seen before (sequential numbers let a guesser walk through every booking). By default
 * 8 characters of 31: about 39.6 bits.
 */
export function newReservationNumber({ prefix, alphabet = RESERVATION_NUMBER_ALPHABET, length = 8 }: ReservationNumberFormat): string {
  let random = '';
  for (let index = 0; index < length; index += 1) random += alphabet[randomInt(alphabet.length)];
  return `${prefix}${random}`;
}

/** A new number no reservation has yet (the unique index decides a race between two creations). */
export async function newUniqueReservationNumber(db: DbOrTrx, format: ReservationNumberFormat): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const candidate = newReservationNumber(format);
    if (!(await findReservationByNumber(db, candidate))) return candidate;
  }
  throw new Error(`No free reservation number with prefix ${format.prefix} after 5 tries: make the random part longer`);
}
