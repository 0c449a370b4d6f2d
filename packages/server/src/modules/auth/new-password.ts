import { isStrongPassword } from '@stay/contract';
import { AppError } from '../../errors';

/** A new password: required (NO_PASSWORD), strong enough (INVALID_INPUT), equal to its repeat (PASSWORD_MISMATCH). */
export function assertNewPassword(password: string, passwordRepeat: string): void {
  if (password === '') throw new AppError('NO_PASSWORD');
  if (!isStrongPassword(password)) {
    throw new AppError('INVALID_INPUT', 'body.password: needs a digit, an uppercase and a lowercase letter and at least 6 characters');
  }
  if (passwordRepeat !== password) throw new AppError('PASSWORD_MISMATCH');
}
