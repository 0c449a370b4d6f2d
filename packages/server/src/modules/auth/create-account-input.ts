import { EMAIL_PATTERN, isStrongPassword, type CreateAccountBody } from '@stay/contract';
import { AppError } from '../../errors';
import { normaliseEmail } from '../identity';

export interface CreateAccountInput {
  email: string;
  password: string;
  firstname: string;
  surname: string;
  cellphone: string | null;
  subscribedToNewsletter: boolean;
}

/** Checks in the order a form shows them: NO_EMAIL, NO_PASSWORD, email format, strength, PASSWORD_MISMATCH, names. */
export function parseCreateAccountInput(body: CreateAccountBody): CreateAccountInput {
  const email = normaliseEmail(body.email ?? '');
  const password = body.password ?? '';
  if (!email) throw new AppError('NO_EMAIL');
  if (!password) throw new AppError('NO_PASSWORD');
  if (!EMAIL_PATTERN.test(email)) throw new AppError('INVALID_INPUT', 'body.email: not an email address');
  if (!isStrongPassword(password)) {
    throw new AppError('INVALID_INPUT', 'body.password: needs a digit, an uppercase and a lowercase letter and at least 6 characters');
  }
  if (body.passwordRepeat !== undefined && body.passwordRepeat !== password) throw new AppError('PASSWORD_MISMATCH');
  const firstname = body.firstname ?? '';
  const surname = body.surname ?? '';
  if (!firstname) throw new AppError('INVALID_INPUT', 'body.firstname: required');
  if (!surname) throw new AppError('INVALID_INPUT', 'body.surname: required');
  return {
    email,
    password,
    firstname,
    surname,
    cellphone: body.cellphone || null,
    subscribedToNewsletter: body.subscribedToNewsletter ?? false,
  };
}
