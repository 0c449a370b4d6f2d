import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';
import { LANGUAGE_STORAGE_KEY, chooseLanguage, initialLanguage, storedLanguage } from './language-preference';

describe('language preference', () => {
  it('follows the browser until the person chooses', () => {
    window.localStorage.clear();
    expect(initialLanguage(window.localStorage, ['nl-NL'])).toBe('nl');
    expect(initialLanguage(window.localStorage, ['en-GB'])).toBe('en');
  });

  it('a stored choice wins over the browser, and unknown values are ignored', () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(initialLanguage(window.localStorage, ['nl-NL'])).toBe('en');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
    expect(storedLanguage(window.localStorage)).toBeUndefined();
    expect(initialLanguage(window.localStorage, ['nl-NL'])).toBe('nl');
    window.localStorage.clear();
  });

  it('choosing switches the texts, the document language and remembers the choice', async () => {
    const i18n = createI18n('en');
    await chooseLanguage(i18n, 'nl', window.localStorage);
    expect(i18n.t('common.logout')).toBe('Uitloggen');
    expect(document.documentElement.lang).toBe('nl');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('nl');
    window.localStorage.clear();
  });
});
