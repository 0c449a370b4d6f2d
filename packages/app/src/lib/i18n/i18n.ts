import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ERRORS_NAMESPACE, loadErrorTexts } from '@/lib/errors/errors-namespace';
import { SUPPORTED_LANGUAGES, type Language } from './languages';
import { addNamespace } from './namespace';
import { sharedNamespace } from './shared-namespace';

/**
 * An initialised i18next instance; English unless told otherwise. The shared texts are bundled (so init is
 * synchronous), the error texts load for the language in use, and each feature adds its own namespace when it loads.
 */
export function createI18n(language: Language = 'en'): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: {},
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...SUPPORTED_LANGUAGES],
    ns: [sharedNamespace.name, ERRORS_NAMESPACE],
    defaultNS: sharedNamespace.name,
    fallbackNS: sharedNamespace.name,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  addNamespace(instance, sharedNamespace);
  void loadErrorTexts(instance, language);
  instance.on('languageChanged', (changedTo) => void loadErrorTexts(instance, changedTo));
  return instance;
}
