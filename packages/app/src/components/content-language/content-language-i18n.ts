import { defineNamespace } from '@/lib/i18n/namespace';
import { useNamespaceTranslation } from '@/lib/i18n/use-namespace-translation';
import { de } from './locales/de';
import { en } from './locales/en';
import { fr } from './locales/fr';
import { nl } from './locales/nl';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    contentLanguage: typeof en;
  }
}

const namespace = defineNamespace('contentLanguage', { en, nl, de, fr });

/** The texts of the content language tabs and setting. */
export function useContentLanguageTranslation() {
  return useNamespaceTranslation(namespace);
}
