import { isEmailAddress } from '@stay/contract';

export interface LoginValues {
  email: string;
  password: string;
}

export type LoginProblem = 'emailRequired' | 'emailInvalid' | 'passwordRequired';
export type LoginProblems = Partial<Record<keyof LoginValues, LoginProblem>>;

/** Client-side checks before the server is asked; the server stays the authority (NO_EMAIL, NO_PASSWORD). */
export function validateLogin({ email, password }: LoginValues): LoginProblems {
  const problems: LoginProblems = {};
  const trimmedEmail = email.trim();
  if (!trimmedEmail) problems.email = 'emailRequired';
  else if (!isEmailAddress(trimmedEmail)) problems.email = 'emailInvalid';
  if (!password) problems.password = 'passwordRequired';
  return problems;
}

export function hasProblems(problems: LoginProblems): boolean {
  return Object.keys(problems).length > 0;
}
