import { describe, expect, it } from 'vitest';
import { hasProblems, validateAccount, validateReservation, type AccountValues } from './validation';

const account = (overrides: Partial<AccountValues> = {}): AccountValues => ({
  email: 'new@demo.stay',
  password: 'Secret12',
  passwordRepeat: 'Secret12',
  firstname: 'Daan',
  surname: 'Willems',
  ...overrides,
});

describe('reservation validation', () => {
  it('needs a number and a check value', () => {
    expect(validateReservation({ reservationNumber: ' ', mode: 'email', checkValue: '' })).toEqual({
      reservationNumber: 'numberRequired',
      checkValue: 'emailRequired',
    });
    expect(validateReservation({ reservationNumber: 'DZ-1', mode: 'postalcode', checkValue: '' })).toEqual({ checkValue: 'postalRequired' });
  });

  it('wants an email shape for the booking email', () => {
    expect(validateReservation({ reservationNumber: 'DZ-1', mode: 'email', checkValue: 'welcome@demo' })).toEqual({ checkValue: 'emailInvalid' });
    expect(hasProblems(validateReservation({ reservationNumber: 'DZ-1', mode: 'email', checkValue: ' welcome@demo.stay ' }))).toBe(false);
  });

  it.each(['1071 XX', '1071xx', '10115', 'SW1A 1AA', 'K1A 0B1', 'SE-123 45', '2100'])('accepts the postal code %s', (code) => {
    expect(validateReservation({ reservationNumber: 'DZ-1', mode: 'postalcode', checkValue: code })).toEqual({});
  });

  it.each(['12', 'ABCDE', '1071-XX-1'])('refuses the postal code %s with postalCheck', (code) => {
    expect(validateReservation({ reservationNumber: 'DZ-1', mode: 'postalcode', checkValue: code })).toEqual({ checkValue: 'postalCheck' });
  });

  it('wants ten characters of the code alphabet for an activation code, in any case and grouping', () => {
    expect(validateReservation({ reservationNumber: 'DZ-1', mode: 'code', checkValue: '' })).toEqual({ checkValue: 'codeRequired' });
    for (const code of ['DUNE7-WAVES', 'dune7waves', 'DUNE7 WAVES']) {
      expect(validateReservation({ reservationNumber: 'DZ-1', mode: 'code', checkValue: code })).toEqual({});
    }
    for (const code of ['DUNE7-WAVE', '1071 XX', 'DUNE0-WAVES']) {
      expect(validateReservation({ reservationNumber: 'DZ-1', mode: 'code', checkValue: code })).toEqual({ checkValue: 'codeCheck' });
    }
  });
});

describe('account validation', () => {
  it('only asks for a well-formed email until the server said whether it exists', () => {
    expect(validateAccount(account({ email: '', password: '' }), 'unknown', undefined)).toEqual({ email: 'emailRequired' });
    expect(validateAccount(account({ email: 'x@y', password: '' }), 'unknown', undefined)).toEqual({ email: 'emailInvalid' });
  });

  it('signs in with a password; an email without account is emailUnknown', () => {
    expect(validateAccount(account({ password: '' }), 'sign-in', 'FOUND')).toEqual({ password: 'passwordRequired' });
    expect(validateAccount(account(), 'sign-in', 'NOT_FOUND')).toEqual({ email: 'emailUnknown' });
    // A weak password may still be someone's old password: strength is only checked when creating.
    expect(validateAccount(account({ password: 'abc' }), 'sign-in', 'FOUND')).toEqual({});
  });

  it('creates with names, a strong password typed twice, and an email nobody uses', () => {
    expect(validateAccount(account(), 'create', 'NOT_FOUND')).toEqual({});
    expect(validateAccount(account(), 'create', 'FOUND')).toEqual({ email: 'emailExists' });
    expect(validateAccount(account({ password: 'secret', passwordRepeat: 'secret' }), 'create', 'NOT_FOUND')).toEqual({ password: 'passwordStrength' });
    expect(validateAccount(account({ password: 'Secret1', passwordRepeat: 'Secret2' }), 'create', 'NOT_FOUND')).toEqual({ passwordRepeat: 'checkPassword' });
    expect(validateAccount(account({ passwordRepeat: '', firstname: ' ', surname: '' }), 'create', 'NOT_FOUND')).toEqual({
      passwordRepeat: 'repeatRequired',
      firstname: 'firstnameRequired',
      surname: 'surnameRequired',
    });
  });

  it('needs at least six characters with a digit, upper and lower case', () => {
    for (const weak of ['Ab1', 'abcdef1', 'ABCDEF1', 'Abcdefg']) {
      expect(validateAccount(account({ password: weak, passwordRepeat: weak }), 'create', 'NOT_FOUND').password).toBe('passwordStrength');
    }
    expect(validateAccount(account({ password: 'Abcde1', passwordRepeat: 'Abcde1' }), 'create', 'NOT_FOUND')).toEqual({});
  });
});
