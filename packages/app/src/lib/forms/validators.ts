import {
  checkEmailExists,
  checkEmailInReservation,
  checkPasswordMatch,
  checkPasswordStrength,
  checkPostalCode,
  isEmailAddress,
} from '@stay/contract';

/**
 * What a form field can be told, each with an English and a Dutch text (`useFormProblemText`). The validators
 * answer checkPassword, passwordStrength, emailExists, emailExistsInReservation and postalCheck; `emailNotFound` is
 * emailExists in the mode where the address must belong to an account.
 */
export type FieldProblem =
  | 'required'
  | 'emailInvalid'
  | 'emailExists'
  | 'emailNotFound'
  | 'emailExistsInReservation'
  | 'checkPassword'
  | 'passwordStrength'
  | 'postalCheck'
  | 'phoneInvalid';

export type FieldProblems<Field extends string> = Partial<Record<Field, FieldProblem>>;

/** The validators as a form uses them. Empty values pass every one: whether a field is required is `required`. */
export const formValidators = {
  /** Password match: the two fields must be equal. */
  checkPassword: (password: string, repeat: string): FieldProblem | undefined => checkPasswordMatch(password, repeat) ?? undefined,
  /** Password strength: a digit, an uppercase and a lowercase letter, at least 6 characters. */
  passwordStrength: (password: string): FieldProblem | undefined => checkPasswordStrength(password) ?? undefined,
  /**
   * Email exists, from GET /api/account/exists/{email}'s message: `must-not-exist` (a new account) refuses FOUND as
   * emailExists; `must-exist` (signing in) refuses anything else as emailNotFound.
   */
  emailExists: (email: string, replyMessage: string | undefined, mode: 'must-exist' | 'must-not-exist'): FieldProblem | undefined => {
    if (!checkEmailExists(email, replyMessage, mode)) return undefined;
    return mode === 'must-exist' ? 'emailNotFound' : 'emailExists';
  },
  /** Email in reservation, from POST /api/guest/reservation/current/check-mail: FOUND is emailExistsInReservation. */
  emailExistsInReservation: (email: string, replyMessage: string | undefined): FieldProblem | undefined =>
    checkEmailInReservation(email, replyMessage) ?? undefined,
  /** Postal code: US zip, UK, 5 digits, Canadian, Italian, Dutch, Danish, Swedish or 4 digits. */
  postalCheck: (value: string): FieldProblem | undefined => checkPostalCode(value.trim()) ?? undefined,
  /** An email address by the contract's rule (what the server applies). */
  emailAddress: (value: string): FieldProblem | undefined => (value.trim() === '' || isEmailAddress(value) ? undefined : 'emailInvalid'),
  /** A phone number: digits with an optional leading +, spaces, dashes, dots and brackets; 6 to 15 digits. */
  phone: (value: string): FieldProblem | undefined => {
    const trimmed = value.trim();
    if (trimmed === '') return undefined;
    const digits = trimmed.replace(/\D/g, '').length;
    return /^\+?[\d\s().-]+$/.test(trimmed) && digits >= 6 && digits <= 15 ? undefined : 'phoneInvalid';
  },
  required: (value: string): FieldProblem | undefined => (value.trim() === '' ? 'required' : undefined),
} as const;

export interface NewPasswordValues {
  password: string;
  passwordRepeat: string;
}

/** A new password typed twice (reset, change, a new account): both required, strong, and equal. */
export function validateNewPassword({ password, passwordRepeat }: NewPasswordValues): FieldProblems<keyof NewPasswordValues> {
  const problems: FieldProblems<keyof NewPasswordValues> = {};
  const passwordProblem = password === '' ? 'required' : formValidators.passwordStrength(password);
  if (passwordProblem) problems.password = passwordProblem;
  const repeatProblem = passwordRepeat === '' ? 'required' : formValidators.checkPassword(password, passwordRepeat);
  if (repeatProblem) problems.passwordRepeat = repeatProblem;
  return problems;
}

export const hasFieldProblems = (problems: object): boolean => Object.values(problems).some((problem) => problem !== undefined);
