import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';
import { addNamespace, defineNamespace } from './namespace';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    i18nTest: { stay: { title: string; nights_one: string; nights_other: string } };
  }
}

const testNamespace = defineNamespace('i18nTest', {
  en: { stay: { title: 'Your stay', nights_one: '{{count}} night', nights_other: '{{count}} nights' } },
  nl: { stay: { title: 'Je verblijf', nights_one: '{{count}} nacht', nights_other: '{{count}} nachten' } },
  de: { stay: { title: 'Dein Aufenthalt', nights_one: '{{count}} Nacht', nights_other: '{{count}} Nächte' } },
  fr: { stay: { title: 'Votre séjour', nights_one: '{{count}} nuit', nights_other: '{{count}} nuits' } },
});

describe('i18n', () => {
  it('speaks English by default and Dutch on request', () => {
    expect(createI18n().t('common.logout')).toBe('Log out');
    expect(createI18n('nl').t('common.logout')).toBe('Uitloggen');
  });

  it('speaks German and French on request', () => {
    expect(createI18n('de').t('common.logout')).toBe('Abmelden');
    expect(createI18n('fr').t('offline.title')).toBe('Vous êtes hors ligne');
  });

  it('interpolates without escaping (React escapes)', () => {
    expect(createI18n().t('errors:codes.NO_RELATION_FOUND', { phone: '<+31> & Co' })).toContain('at <+31> & Co.');
  });

  it('adds a namespace once and looks up there first, then in the shared texts', () => {
    const i18n = createI18n('nl');
    addNamespace(i18n, testNamespace);
    const other = { stay: { title: 'y', nights_one: '', nights_other: '' } };
    addNamespace(i18n, defineNamespace('i18nTest', { en: { stay: { title: 'x', nights_one: '', nights_other: '' } }, nl: other, de: other, fr: other }));
    const t = i18n.getFixedT('nl', 'i18nTest');
    expect(t('stay.title')).toBe('Je verblijf');
    expect(t('stay.nights', { count: 3 })).toBe('3 nachten');
    expect(t('common.logout')).toBe('Uitloggen');
  });
});
