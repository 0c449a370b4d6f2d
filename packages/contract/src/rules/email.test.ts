import { describe, expect, it } from 'vitest';
import { emailSchema } from '../api/account';
import { EMAIL_MAX_LENGTH, isEmailAddress } from './email';

describe('isEmailAddress', () => {
  const samples = [
    'guest@demo.stay',
    '  Guest@Demo.Stay  ',
    'first.last+tag@sub.example.nl',
    'no-at-sign.example.com',
    'two@@example.com',
    'a@b',
    'spa ce@example.com',
    '',
    '   ',
    `${'a'.repeat(EMAIL_MAX_LENGTH - 12)}@example.com`,
    `${'a'.repeat(EMAIL_MAX_LENGTH - 11)}@example.com`,
    'İstanbul@example.com',
  ];

  it.each(samples)('agrees with emailSchema on %j', (sample) => {
    expect(isEmailAddress(sample)).toBe(emailSchema.safeParse(sample).success);
  });

  it('takes an address with spaces around and refuses one too long', () => {
    expect(isEmailAddress('  guest@demo.stay ')).toBe(true);
    expect(isEmailAddress(`${'a'.repeat(EMAIL_MAX_LENGTH)}@example.com`)).toBe(false);
  });
});
