import {
  checkEmailExists,
  checkPasswordMatch,
  checkActivationCode,
  checkPasswordStrength,
  checkPostalCode,
  isEmailAddress,
  type FoundReply,
  type ReservationCheckMode,
} from '@stay/contract';

export interface ReservationValues {
  reservationNumber: string;
  mode: ReservationCheckMode;
  checkValue: string;
}

export type ReservationProblem =
  | 'numberRequired'
  | 'emailRequired'
  | 'emailInvalid'
  | 'postalRequired'
  | 'postalCheck'
  | 'codeRequired'
  | 'codeCheck';
export type ReservationProblems = Partial<Record<'reservationNumber' | 'checkValue', ReservationProblem>>;

/**
 * The reservation number and its proof: the booking email, the activation code (ten characters of its alphabet), or
 * a postal code in one of the country formats.
 */
export function validateReservation({ reservationNumber, mode, checkValue }: ReservationValues): ReservationProblems {
  const problems: ReservationProblems = {};
  if (!reservationNumber.trim()) problems.reservationNumber = 'numberRequired';
  const value = checkValue.trim();
  if (mode === 'email') {
    if (!value) problems.checkValue = 'emailRequired';
    else if (!isEmailAddress(value)) problems.checkValue = 'emailInvalid';
  } else if (mode === 'code') {
    if (!value) problems.checkValue = 'codeRequired';
    else if (checkActivationCode(value)) problems.checkValue = 'codeCheck';
  } else {
    if (!value) problems.checkValue = 'postalRequired';
    else if (checkPostalCode(value)) problems.checkValue = 'postalCheck';
  }
  return problems;
}

/** `unknown` until GET /api/account/exists/{email} has answered for the email as typed. */
export type AccountMode = 'unknown' | 'sign-in' | 'create';

export interface AccountValues {
  email: string;
  password: string;
  passwordRepeat: string;
  firstname: string;
  surname: string;
}

export type AccountField = keyof AccountValues;
export type AccountProblem =
  | 'emailRequired'
  | 'emailInvalid'
  | 'emailExists'
  | 'emailUnknown'
  | 'passwordRequired'
  | 'passwordStrength'
  | 'repeatRequired'
  | 'checkPassword'
  | 'firstnameRequired'
  | 'surnameRequired';
export type AccountProblems = Partial<Record<AccountField, AccountProblem>>;

/**
 * The account part. Signing in needs the email of an existing account and its password; creating one needs a new
 * email, names and a strong password typed twice.
 */
export function validateAccount(values: AccountValues, mode: AccountMode, exists: FoundReply['message'] | undefined): AccountProblems {
  const problems: AccountProblems = {};
  const email = values.email.trim();
  if (!email) problems.email = 'emailRequired';
  else if (!isEmailAddress(email)) problems.email = 'emailInvalid';
  else if (mode === 'create' && checkEmailExists(email, exists, 'must-not-exist')) problems.email = 'emailExists';
  else if (mode === 'sign-in' && exists !== undefined && checkEmailExists(email, exists, 'must-exist')) problems.email = 'emailUnknown';
  if (mode === 'unknown') return problems;

  if (!values.password) problems.password = 'passwordRequired';
  if (mode === 'create') {
    if (values.password && checkPasswordStrength(values.password)) problems.password = 'passwordStrength';
    if (!values.passwordRepeat) problems.passwordRepeat = 'repeatRequired';
    else if (checkPasswordMatch(values.password, values.passwordRepeat)) problems.passwordRepeat = 'checkPassword';
    if (!values.firstname.trim()) problems.firstname = 'firstnameRequired';
    if (!values.surname.trim()) problems.surname = 'surnameRequired';
  }
  return problems;
}

export const hasProblems = (problems: object): boolean => Object.keys(problems).length > 0;
