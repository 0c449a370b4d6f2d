import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { ACTIVATION_CODE_ALPHABET, ACTIVATION_CODE_LENGTH, formatActivationCode, normaliseActivationCode } from '@stay/contract';
import type { DbOrTrx } from '../../db/database';
import { updateReservation } from './repository';

/** A fresh activation code from the crypto random source: 10 characters of 31, about 49 bits. */
export function newActivationCode(): string {
  let code = '';
  for (let index = 0; index < ACTIVATION_CODE_LENGTH; index += 1) code += ACTIVATION_CODE_ALPHABET[randomInt(ACTIVATION_CODE_ALPHABET.length)];
  return code;
}

/** How a code is kept at rest: SHA-256 (hex) of its normalised form. The code has enough entropy not to need a slow hash. */
export function hashActivationCode(code: string): string {
  return createHash('sha256').update(normaliseActivationCode(code.trim())).digest('hex');
}

/** Whether the typed value is the code whose hash is stored (compared in constant time). */
export function isActivationCode(storedHash: string | null, typed: string): boolean {
  if (!storedHash) return false;
  const expected = Buffer.from(storedHash, 'hex');
  const actual = Buffer.from(hashActivationCode(typed), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * Gives the reservation a new activation code (replacing any earlier one) and answers it as printed ("DUNE7-WAVES"):
 * for the booking mail, or for staff and the booking system to hand to the guest again. Only its hash is stored.
 */
export async function issueActivationCode(db: DbOrTrx, reservationId: string, code: string = newActivationCode()): Promise<string> {
  await updateReservation(db, reservationId, { activation_code_hash: hashActivationCode(code) });
  return formatActivationCode(code);
}
