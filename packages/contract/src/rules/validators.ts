import { isStrongPassword } from './password';

/**
 * Form validators. Each returns the error key the form shows, or null. Empty values pass every one
 * (whether a field is required is a separate check).
 */
export type ValidatorError = 'checkPassword' | 'passwordStrength' | 'postalCheck' | 'emailExists' | 'emailExistsInReservation';

const isEmpty = (value: string | null | undefined): boolean => value === undefined || value === null || value === '';

/** Password match: the two fields must be equal. */
export function checkPasswordMatch(password: string | null | undefined, repeat: string | null | undefined): 'checkPassword' | null {
  if (isEmpty(password) || isEmpty(repeat)) return null;
  return password === repeat ? null : 'checkPassword';
}

/** Password strength: a digit, an uppercase and a lowercase letter, at least 6 characters. */
export function checkPasswordStrength(password: string | null | undefined): 'passwordStrength' | null {
  if (isEmpty(password)) return null;
  return isStrongPassword(password as string) ? null : 'passwordStrength';
}

/** The postal code formats per country, tried in this order (case-insensitive, surrounding spaces ignored). */
export const POSTAL_CODE_FORMATS = {
  usZip: /^\d{5}(-\d{4})?$/,
  uk: /^(GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/i,
  fiveDigit: /^\d{5}$/,
  canada: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
  italy: /^(I-|IT-)?\d{5}$/i,
  netherlands: /^\d{4} ?([A-Z]{2})?$/i,
  denmark: /^(DK-)?\d{4}$/i,
  sweden: /^(SE-|S-)?\d{3} ?\d{2}$/i,
  fourDigit: /^\d{4}$/,
} as const;
export type PostalCodeFormat = keyof typeof POSTAL_CODE_FORMATS;

export function matchPostalCodeFormat(value: string): PostalCodeFormat | undefined {
  const trimmed = value.trim();
  return (Object.keys(POSTAL_CODE_FORMATS) as PostalCodeFormat[]).find((name) => POSTAL_CODE_FORMATS[name].test(trimmed));
}

/** Postal code: must match one of the country formats. */
export function checkPostalCode(value: string | null | undefined): 'postalCheck' | null {
  if (isEmpty(value)) return null;
  return matchPostalCodeFormat(value as string) ? null : 'postalCheck';
}

/** The form in which postal codes are compared: upper case, without spaces or dashes ("1234 ab" = "1234AB"). */
export function normalisePostalCode(value: string): string {
  return value.toUpperCase().replace(/[\s-]/g, '');
}

/**
 * Email exists, read from `GET /api/account/exists/{email}`'s message:
 * - `must-exist` (e.g. signing in): FOUND is ok, anything else is emailExists;
 * - `must-not-exist` (creating an account): FOUND is emailExists.
 */
export function checkEmailExists(
  email: string | null | undefined,
  replyMessage: string | undefined,
  mode: 'must-exist' | 'must-not-exist',
): 'emailExists' | null {
  if (isEmpty(email)) return null;
  const isFound = replyMessage === 'FOUND';
  if (mode === 'must-exist') return isFound ? null : 'emailExists';
  return isFound ? 'emailExists' : null;
}

/** Email-in-reservation, from `POST /api/guest/reservation/current/check-mail`: FOUND is an error. */
export function checkEmailInReservation(
  email: string | null | undefined,
  replyMessage: string | undefined,
): 'emailExistsInReservation' | null {
  if (isEmpty(email)) return null;
  return replyMessage === 'FOUND' ? 'emailExistsInReservation' : null;
}
