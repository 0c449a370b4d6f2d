import { describe, expect, it } from 'vitest';
import { ensureFeatureTranslations } from './feature-translations';
import { createI18n } from './i18n';

const resources = {
  en: { stay: { title: 'Your stay', nights_one: '{{count}} night', nights_other: '{{count}} nights' } },
  nl: { stay: { title: 'Je verblijf', nights_one: '{{count}} nacht', nights_other: '{{count}} nachten' } },
};

describe('feature translations', () => {
  it('adds a namespace once and looks up there first, then in the shared texts', () => {
    const i18n = createI18n('nl');
    ensureFeatureTranslations(i18n, 'feature', resources);
    ensureFeatureTranslations(i18n, 'feature', { en: {}, nl: {} });
    const t = i18n.getFixedT('nl', ['feature', 'translation']);
    expect(t('stay.title')).toBe('Je verblijf');
    expect(t('stay.nights', { count: 3 })).toBe('3 nachten');
    expect(t('common.logout')).toBe('Uitloggen');
  });

  it('falls back to English for a language without the key', () => {
    const i18n = createI18n('nl');
    ensureFeatureTranslations(i18n, 'feature', { en: resources.en, nl: {} });
    expect(i18n.getFixedT('nl', 'feature')('stay.title')).toBe('Your stay');
  });
});
