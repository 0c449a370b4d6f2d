import { describe, expect, it } from 'vitest';
import { hasProblems, validateLogin } from './login-validation';

describe('login validation', () => {
  it('requires both fields', () => {
    expect(validateLogin({ email: '  ', password: '' })).toEqual({ email: 'emailRequired', password: 'passwordRequired' });
  });

  it('wants an email shape', () => {
    expect(validateLogin({ email: 'guest@demo', password: 'x' })).toEqual({ email: 'emailInvalid' });
    expect(validateLogin({ email: 'guest demo@x.nl', password: 'x' })).toEqual({ email: 'emailInvalid' });
  });

  it('accepts a well-formed email with surrounding spaces', () => {
    const problems = validateLogin({ email: ' guest@demo.stay ', password: 'Demo1234' });
    expect(hasProblems(problems)).toBe(false);
  });
});
