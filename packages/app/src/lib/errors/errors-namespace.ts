import type { i18n as I18n } from 'i18next';
import { en } from './locales/en';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    errors: typeof en;
  }
}

export const ERRORS_NAMESPACE = 'errors';

/**
 * Adds the error catalogue's texts for `language`. English is the contract's catalogue and always there; another
 * language's texts load on demand, off the /login bundle: they are only read once a request has failed.
 */
export async function loadErrorTexts(i18n: I18n, language: string): Promise<void> {
  if (!i18n.hasResourceBundle('en', ERRORS_NAMESPACE)) i18n.addResourceBundle('en', ERRORS_NAMESPACE, en, true, false);
  if (language !== 'nl' || i18n.hasResourceBundle('nl', ERRORS_NAMESPACE)) return;
  const { nl } = await import('./locales/nl');
  i18n.addResourceBundle('nl', ERRORS_NAMESPACE, nl, true, false);
}
