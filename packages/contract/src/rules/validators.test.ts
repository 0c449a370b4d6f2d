import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkEmailExists,
  checkEmailInReservation,
  checkPasswordMatch,
  checkPasswordStrength,
  checkPostalCode,
  matchPostalCodeFormat,
  normalisePostalCode,
} from './validators';

describe('checkPasswordMatch', () => {
  it('passes equal values and empty values', () => {
    expect(checkPasswordMatch('Secret1', 'Secret1')).toBeNull();
    expect(checkPasswordMatch('', 'Secret1')).toBeNull();
    expect(checkPasswordMatch('Secret1', '')).toBeNull();
    expect(checkPasswordMatch(undefined, null)).toBeNull();
  });
  it('answers checkPassword for different values', () => {
    expect(checkPasswordMatch('Secret1', 'Secret2')).toBe('checkPassword');
  });
  it('is checkPassword exactly when two non-empty values differ', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (a, b) => {
        expect(checkPasswordMatch(a, b) === null).toBe(a === b);
      }),
    );
  });
});

describe('checkPasswordStrength', () => {
  it.each(['', 'Demo12', 'Demo1234'])('passes %j', (password) => expect(checkPasswordStrength(password)).toBeNull());
  it.each(['Dem12', 'demo1234', 'DEMO1234', 'DemoDemo'])('refuses %j', (password) =>
    expect(checkPasswordStrength(password)).toBe('passwordStrength'),
  );
});

describe('checkPostalCode', () => {
  it.each([
    ['12345', 'usZip'],
    ['12345-6789', 'usZip'],
    ['SW1A 1AA', 'uk'],
    ['ec1a1bb', 'uk'],
    ['K1A 0B1', 'canada'],
    ['I-00144', 'italy'],
    ['1234 AB', 'netherlands'],
    ['1234ab', 'netherlands'],
    ['DK-2100', 'denmark'],
    ['114 55', 'sweden'],
    ['SE-11455', 'sweden'],
  ])('accepts %s (%s)', (code, format) => {
    expect(checkPostalCode(code)).toBeNull();
    expect(matchPostalCodeFormat(code)).toBe(format);
  });
  it('accepts 4 and 5 digits and surrounding spaces', () => {
    expect(checkPostalCode('1234')).toBeNull();
    expect(checkPostalCode('75001')).toBeNull();
    expect(checkPostalCode(' 1234 AB ')).toBeNull();
  });
  it('lets empty values pass', () => {
    expect(checkPostalCode('')).toBeNull();
    expect(checkPostalCode(null)).toBeNull();
  });
  it.each(['123', '1234 ABC', 'ABCDE', '12-34', '1234567', 'hello world'])('refuses %s', (code) => {
    expect(checkPostalCode(code)).toBe('postalCheck');
  });
  it('accepts every Dutch code with or without letters and space', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        fc.option(fc.stringMatching(/^[A-Z]{2}$/), { nil: '' }),
        fc.boolean(),
        (digits, letters, space) => {
          expect(checkPostalCode(`${digits}${space && letters ? ' ' : ''}${letters}`)).toBeNull();
        },
      ),
    );
  });
});

describe('normalisePostalCode', () => {
  it('ignores case, spaces and dashes', () => {
    expect(normalisePostalCode(' 1234 ab')).toBe('1234AB');
    expect(normalisePostalCode('DK-2100')).toBe('DK2100');
  });
});

describe('checkEmailExists', () => {
  it('must-exist: FOUND is ok, anything else emailExists', () => {
    expect(checkEmailExists('a@b.nl', 'FOUND', 'must-exist')).toBeNull();
    expect(checkEmailExists('a@b.nl', 'NOT_FOUND', 'must-exist')).toBe('emailExists');
  });
  it('must-not-exist: FOUND is emailExists', () => {
    expect(checkEmailExists('a@b.nl', 'FOUND', 'must-not-exist')).toBe('emailExists');
    expect(checkEmailExists('a@b.nl', 'NOT_FOUND', 'must-not-exist')).toBeNull();
  });
  it('lets empty values pass', () => {
    expect(checkEmailExists('', undefined, 'must-exist')).toBeNull();
  });
});

describe('checkEmailInReservation', () => {
  it('FOUND is emailExistsInReservation', () => {
    expect(checkEmailInReservation('a@b.nl', 'FOUND')).toBe('emailExistsInReservation');
    expect(checkEmailInReservation('a@b.nl', 'NOT_FOUND')).toBeNull();
    expect(checkEmailInReservation('', 'FOUND')).toBeNull();
  });
});
