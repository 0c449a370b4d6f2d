import { ERROR_CATALOGUE, ERROR_CODES, GENERIC_ERROR_MESSAGE } from '@stay/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n/i18n';
import { errorText, localizeError } from './error-text';
import { loadErrorTexts } from './errors-namespace';
import { catalogueMessage, serverErrorMessage } from './presented-error';

const english = createI18n('en').getFixedT('en', 'errors');
const dutchI18n = createI18n('nl');
const dutch = dutchI18n.getFixedT('nl', 'errors');

describe('error texts', () => {
  beforeAll(() => loadErrorTexts(dutchI18n, 'nl'));

  it('are the catalogue texts in English, with the emergency phone filled in', () => {
    for (const code of ERROR_CODES) {
      expect(errorText(english, code, '+31 20 000')).toBe(ERROR_CATALOGUE[code].message.replaceAll('{phone}', '+31 20 000'));
    }
    expect(errorText(english, 'SOMETHING_ELSE')).toBe(GENERIC_ERROR_MESSAGE);
  });

  it('are Dutch in the Dutch app', () => {
    expect(errorText(dutch, 'INVALID_CREDENTIALS')).toBe('Onjuiste inloggegevens');
    expect(errorText(dutch, 'NO_RELATION_FOUND', '+31 20 000')).toMatch(/^Er is een probleem met je account.*via \+31 20 000\.$/);
    expect(errorText(dutch, undefined)).toBe('Er is een fout opgetreden');
  });

  it('fill the emergency phone into every Dutch text that names it, leaving no placeholder', () => {
    for (const code of ERROR_CODES) {
      const text = errorText(dutch, code, '+31 20 000');
      expect(text, code).not.toMatch(/[{}]/);
      if (ERROR_CATALOGUE[code].message.includes('{phone}')) expect(text, code).toContain('+31 20 000');
    }
  });

  it('localize what the HTTP client reports, keeping its code and kind', () => {
    expect(localizeError(dutch, catalogueMessage('RESERVATION_ENDED', '+31'), '+31')).toEqual({
      code: 'RESERVATION_ENDED',
      kind: 'alert',
      message: 'Je reservering is afgelopen. Koppel een nieuwe reservering.',
    });
    expect(localizeError(dutch, serverErrorMessage(), '+31')).toMatchObject({ kind: 'alert', header: 'Serverfout' });
  });
});
