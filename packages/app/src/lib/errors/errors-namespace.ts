import type { i18n as I18n } from 'i18next';
import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { Language } from '@/lib/i18n/languages';
import { en } from './locales/en';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    errors: typeof en;
  }
}

export const ERRORS_NAMESPACE = 'errors';

/** How each language other than English loads its error texts: a chunk of its own, fetched when first needed. */
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<LocaleTexts<typeof en>>> = {
  nl: async () => (await import('./locales/nl')).nl,
  de: async () => (await import('./locales/de')).de,
  fr: async () => (await import('./locales/fr')).fr,
};

function isTranslated(language: string): language is keyof typeof LOADERS {
  return Object.hasOwn(LOADERS, language);
}

/**
 * Adds the error catalogue's texts for `language`. English is the contract's catalogue and always there; another
 * language's texts load on demand, off the /login bundle: they are only read once a request has failed.
 */
export async function loadErrorTexts(i18n: I18n, language: string): Promise<void> {
  if (!i18n.hasResourceBundle('en', ERRORS_NAMESPACE)) i18n.addResourceBundle('en', ERRORS_NAMESPACE, en, true, false);
  if (!isTranslated(language) || i18n.hasResourceBundle(language, ERRORS_NAMESPACE)) return;
  const texts = await LOADERS[language]();
  i18n.addResourceBundle(language, ERRORS_NAMESPACE, texts, true, false);
}
