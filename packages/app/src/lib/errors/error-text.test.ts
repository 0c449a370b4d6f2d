import { ERROR_CATALOGUE, ERROR_CODES, GENERIC_ERROR_MESSAGE } from '@stay/contract';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/lib/i18n/i18n';
import { errorText, localizeError } from './error-text';
import { loadErrorTexts } from './errors-namespace';
import { catalogueMessage, serverErrorMessage } from './presented-error';

const english = createI18n('en').getFixedT('en', 'errors');
const dutchI18n = createI18n('nl');
const dutch = dutchI18n.getFixedT('nl', 'errors');
const germanI18n = createI18n('de');
const german = germanI18n.getFixedT('de', 'errors');
const frenchI18n = createI18n('fr');
const french = frenchI18n.getFixedT('fr', 'errors');

describe('error texts', () => {
  beforeAll(() => Promise.all([loadErrorTexts(dutchI18n, 'nl'), loadErrorTexts(germanI18n, 'de'), loadErrorTexts(frenchI18n, 'fr')]));

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

  it('fill the emergency phone into every Dutch text that names it, leaving no placeholder (saved-reply variables are named as typed)', () => {
    for (const code of ERROR_CODES) {
      const text = errorText(dutch, code, '+31 20 000');
      expect(text, code).not.toMatch(/\{\{|\{phone\}/);
      if (ERROR_CATALOGUE[code].message.includes('{phone}')) expect(text, code).toContain('+31 20 000');
    }
  });

  it('are German in the German app and French in the French app', () => {
    expect(errorText(german, 'INVALID_CREDENTIALS')).toBe('Falsche Anmeldedaten');
    expect(errorText(german, 'REMOVE_ACCOUNT_FAILED', '+31 20 000')).toBe(
      'Dein Konto konnte nicht gelöscht werden. Bitte wende dich unter +31 20 000 an den Anbieter.',
    );
    expect(errorText(german, 'SOMETHING_ELSE')).toBe('Ein Fehler ist aufgetreten');
    expect(errorText(french, 'INVALID_CREDENTIALS')).toBe('Identifiants incorrects');
    expect(errorText(french, 'REMOVE_ACCOUNT_FAILED', '+31 20 000')).toBe(
      'Impossible de supprimer votre compte. Veuillez contacter le prestataire au +31 20 000.',
    );
    expect(localizeError(french, serverErrorMessage(), '+31')).toMatchObject({ header: 'Erreur du serveur' });
  });

  it('fill the emergency phone into every German and French text that names it, leaving no placeholder', () => {
    for (const t of [german, french]) {
      for (const code of ERROR_CODES) {
        const text = errorText(t, code, '+31 20 000');
        expect(text, code).not.toMatch(/\{\{|\{phone\}/);
        if (ERROR_CATALOGUE[code].message.includes('{phone}')) expect(text, code).toContain('+31 20 000');
      }
    }
  });

  it('load on demand when the language changes, and not for English', async () => {
    const i18n = createI18n('en');
    expect(i18n.hasResourceBundle('fr', 'errors')).toBe(false);
    await i18n.changeLanguage('fr');
    await vi.waitFor(() => expect(i18n.hasResourceBundle('fr', 'errors')).toBe(true));
    expect(i18n.t('errors:codes.INVALID_CREDENTIALS')).toBe('Identifiants incorrects');
    await loadErrorTexts(i18n, 'en');
    expect(i18n.hasResourceBundle('de', 'errors')).toBe(false);
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
