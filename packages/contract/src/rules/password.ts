import { PASSWORD_MIN_LENGTH } from '../constants';

/**
 * Password strength: a non-empty password needs a digit, an uppercase letter, a lowercase letter
 * and at least PASSWORD_MIN_LENGTH characters. Empty passes (a required-check is a separate rule).
 */
export function isStrongPassword(password: string): boolean {
  if (password === '') return true;
  return (
    /\d/.test(password) && /[A-Z]/.test(password) && /[a-z]/.test(password) && password.length >= PASSWORD_MIN_LENGTH
  );
}
