import { describe, expect, it } from 'vitest';
import { isStrongPassword } from './password';

describe('isStrongPassword', () => {
  it('accepts a password with digit, upper, lower and length 6', () => {
    expect(isStrongPassword('Demo12')).toBe(true);
  });
  it('lets the empty value pass (empty values pass every validator)', () => {
    expect(isStrongPassword('')).toBe(true);
  });
  it.each(['demo1234', 'DEMO1234', 'DemoDemo', 'Dem12'])('rejects %s', (password) => {
    expect(isStrongPassword(password)).toBe(false);
  });
});
