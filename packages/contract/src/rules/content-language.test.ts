import { describe, expect, it } from 'vitest';
import { missingLanguages, rowTexts, textInLanguage } from './content-language';

describe('textInLanguage', () => {
  const text = { en: 'Breakfast', nl: 'Ontbijt', de: '', fr: null };

  it("shows the reader's language when written", () => {
    expect(textInLanguage(text, 'nl')).toBe('Ontbijt');
  });

  it("falls back to the location's default language, then to English", () => {
    expect(textInLanguage(text, 'de', 'nl')).toBe('Ontbijt');
    expect(textInLanguage(text, 'fr')).toBe('Breakfast');
    expect(textInLanguage(text, 'fr', 'de')).toBe('Breakfast');
  });
});

describe('missingLanguages', () => {
  it('lists the languages without a text (blank counts as missing), never English', () => {
    expect(missingLanguages({ en: 'x', nl: 'y', de: ' ', fr: undefined }, ['en', 'nl', 'de', 'fr'])).toEqual(['de', 'fr']);
  });
});

describe('rowTexts', () => {
  it('reads <field> and <field>_<language> columns', () => {
    expect(rowTexts({ name: 'Bike', name_nl: 'Fiets', name_de: 'Fahrrad', name_fr: null }, 'name')).toEqual({ en: 'Bike', nl: 'Fiets', de: 'Fahrrad', fr: null });
  });
});
