import { describe, expect, it } from 'vitest';
import { appLanguageOrEnglish, detectLanguage } from './languages';

describe('detectLanguage', () => {
  it('speaks the language the browser prefers, whatever its region', () => {
    expect(detectLanguage(['nl'])).toBe('nl');
    expect(detectLanguage(['nl-NL', 'en'])).toBe('nl');
    expect(detectLanguage(['NL-be'])).toBe('nl');
    expect(detectLanguage(['de-DE'])).toBe('de');
    expect(detectLanguage(['de-AT', 'en'])).toBe('de');
    expect(detectLanguage(['fr-BE'])).toBe('fr');
  });

  it('takes the first preference it speaks', () => {
    expect(detectLanguage(['en-US', 'nl'])).toBe('en');
    expect(detectLanguage(['es-ES', 'fr', 'de'])).toBe('fr');
  });

  it('speaks English to a browser that prefers none of its languages', () => {
    expect(detectLanguage(['nld'])).toBe('en');
    expect(detectLanguage(['es'])).toBe('en');
    expect(detectLanguage([])).toBe('en');
  });
});

describe('appLanguageOrEnglish', () => {
  it('maps an i18next language or a browser tag to the app language it names, English for any other', () => {
    expect(appLanguageOrEnglish('nl-NL')).toBe('nl');
    expect(appLanguageOrEnglish('de-AT')).toBe('de');
    expect(appLanguageOrEnglish('es')).toBe('en');
  });
});
