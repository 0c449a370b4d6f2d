import { describe, expect, it } from 'vitest';
import { dateTimeFormat, listFormat, numberFormat } from './intl-formats';

describe('intl formats', () => {
  it('gives the same date formatter for the same locale and options, and formats with them', () => {
    const first = dateTimeFormat('nl-NL', { day: 'numeric', month: 'short', timeZone: 'Europe/Amsterdam' });
    expect(dateTimeFormat('nl-NL', { day: 'numeric', month: 'short', timeZone: 'Europe/Amsterdam' })).toBe(first);
    expect(first.format(new Date('2026-03-12T12:00:00Z'))).toBe('12 mrt');
  });

  it('keeps formatters of other locales or options apart', () => {
    const dutch = dateTimeFormat('nl-NL', { month: 'long', timeZone: 'UTC' });
    expect(dateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' })).not.toBe(dutch);
    expect(dateTimeFormat('nl-NL', { month: 'short', timeZone: 'UTC' })).not.toBe(dutch);
    expect(numberFormat('nl-NL', { style: 'currency', currency: 'EUR' })).toBe(numberFormat('nl-NL', { style: 'currency', currency: 'EUR' }));
    expect(numberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(7.95)).toBe(
      new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(7.95),
    );
  });

  it('writes lists as each language does, one formatter per locale', () => {
    expect(listFormat('en-GB')).toBe(listFormat('en-GB'));
    expect(listFormat('en-GB').format(['Dutch', 'German', 'French'])).toBe('Dutch, German and French');
    expect(listFormat('nl-NL').format(['Duits', 'Frans'])).toBe('Duits en Frans');
    expect(listFormat('de-DE').format(['Englisch', 'Französisch'])).toBe('Englisch und Französisch');
    expect(listFormat('fr-FR').format(['anglais', 'allemand'])).toBe('anglais et allemand');
  });
});
