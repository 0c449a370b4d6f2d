import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';

describe('i18n', () => {
  it('speaks English by default and Dutch on request', () => {
    expect(createI18n().t('login.submit')).toBe('Sign in');
    expect(createI18n('nl').t('login.submit')).toBe('Inloggen');
  });

  it('interpolates without escaping (React escapes)', () => {
    expect(createI18n().t('guestHome.welcome', { name: 'Anne & Co' })).toBe('Welcome, Anne & Co');
  });
});
