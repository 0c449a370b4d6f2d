import { defineNamespace } from '@/lib/i18n/namespace';
import { useNamespaceTranslation } from '@/lib/i18n/use-namespace-translation';
import { en } from './locales/en';
import { de } from './locales/de';
import { fr } from './locales/fr';
import { nl } from './locales/nl';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    weblink: typeof en;
  }
}

/** The web link texts the staff page and the chat's share picker share (kinds, the picker), loaded with either. */
const namespace = defineNamespace('weblink', { en, nl, de, fr });

export function useWeblinkTranslation() {
  return useNamespaceTranslation(namespace);
}
