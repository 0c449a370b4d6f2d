import { describe, expect, it } from 'vitest';
import { en } from './locales/en';
import { nl } from './locales/nl';
import { formValidators, hasFieldProblems, validateNewPassword, type FieldProblem } from './validators';

describe('the form validators', () => {
  it('checkPassword: two non-empty values must be equal; empty passes', () => {
    expect(formValidators.checkPassword('Secret1', 'Secret1')).toBeUndefined();
    expect(formValidators.checkPassword('Secret1', 'Secret2')).toBe('checkPassword');
    expect(formValidators.checkPassword('', 'Secret2')).toBeUndefined();
  });

  it.each(['Abcde1', 'Demo1234', ''])('passwordStrength passes %j', (password) => {
    expect(formValidators.passwordStrength(password)).toBeUndefined();
  });

  it.each(['Abcd1', 'abcdef1', 'ABCDEF1', 'Abcdefg'])('passwordStrength refuses %j (digit, upper, lower, at least 6)', (password) => {
    expect(formValidators.passwordStrength(password)).toBe('passwordStrength');
  });

  it('emailExists in both modes', () => {
    expect(formValidators.emailExists('a@b.nl', 'FOUND', 'must-not-exist')).toBe('emailExists');
    expect(formValidators.emailExists('a@b.nl', 'NOT_FOUND', 'must-not-exist')).toBeUndefined();
    expect(formValidators.emailExists('a@b.nl', 'FOUND', 'must-exist')).toBeUndefined();
    expect(formValidators.emailExists('a@b.nl', 'NOT_FOUND', 'must-exist')).toBe('emailNotFound');
    expect(formValidators.emailExists('', 'NOT_FOUND', 'must-exist')).toBeUndefined();
  });

  it('emailExistsInReservation: FOUND is the error', () => {
    expect(formValidators.emailExistsInReservation('a@b.nl', 'FOUND')).toBe('emailExistsInReservation');
    expect(formValidators.emailExistsInReservation('a@b.nl', 'NOT_FOUND')).toBeUndefined();
    expect(formValidators.emailExistsInReservation('', 'FOUND')).toBeUndefined();
  });

  it.each([
    ['US zip', '12345-6789'],
    ['UK', 'SW1A 1AA'],
    ['German/French', '75008'],
    ['Canadian', 'K1A 0B1'],
    ['Italian', 'I-00144'],
    ['Dutch with letters', '1071 XX'],
    ['Dutch digits only', '1071'],
    ['Danish', 'DK-2100'],
    ['Swedish', '114 55'],
    ['4-digit', '3000'],
    ['empty', ''],
  ])('postalCheck accepts %s (%j)', (_format, code) => {
    expect(formValidators.postalCheck(code)).toBeUndefined();
  });

  it.each(['12', 'ABCDE', '1071-XX-1', '123456'])('postalCheck refuses %j', (code) => {
    expect(formValidators.postalCheck(code)).toBe('postalCheck');
  });

  it('emailAddress and phone allow empty and refuse malformed values', () => {
    expect(formValidators.emailAddress('')).toBeUndefined();
    expect(formValidators.emailAddress(' guest@demo.stay ')).toBeUndefined();
    expect(formValidators.emailAddress('guest@demo')).toBe('emailInvalid');
    expect(formValidators.phone('')).toBeUndefined();
    expect(formValidators.phone('+31 (0)6-1234 5678')).toBeUndefined();
    expect(formValidators.phone('call me')).toBe('phoneInvalid');
    expect(formValidators.phone('123')).toBe('phoneInvalid');
  });

  it('required refuses blank values only', () => {
    expect(formValidators.required('  ')).toBe('required');
    expect(formValidators.required('x')).toBeUndefined();
  });
});

describe('a new password typed twice', () => {
  it('needs both fields', () => {
    expect(validateNewPassword({ password: '', passwordRepeat: '' })).toEqual({ password: 'required', passwordRepeat: 'required' });
  });

  it('needs a strong password and the same repeat', () => {
    expect(validateNewPassword({ password: 'weak', passwordRepeat: 'weak' })).toEqual({ password: 'passwordStrength' });
    expect(validateNewPassword({ password: 'Secret12', passwordRepeat: 'Secret13' })).toEqual({ passwordRepeat: 'checkPassword' });
    const problems = validateNewPassword({ password: 'Secret12', passwordRepeat: 'Secret12' });
    expect(problems).toEqual({});
    expect(hasFieldProblems(problems)).toBe(false);
  });
});

describe('the validators’ messages', () => {
  const problems: FieldProblem[] = [
    'required',
    'emailInvalid',
    'emailExists',
    'emailNotFound',
    'emailExistsInReservation',
    'checkPassword',
    'passwordStrength',
    'postalCheck',
    'phoneInvalid',
  ];

  it.each(problems)('%s has an English and a different Dutch text', (problem) => {
    expect(en.problems[problem]).toMatch(/\w/);
    expect(nl.problems[problem]).toMatch(/\w/);
    expect(nl.problems[problem]).not.toBe(en.problems[problem]);
  });
});
