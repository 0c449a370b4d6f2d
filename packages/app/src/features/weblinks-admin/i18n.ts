import { defineNamespace } from '@/lib/i18n/namespace';
import { useNamespaceTranslation } from '@/lib/i18n/use-namespace-translation';
import { en } from './locales/en';
import { de } from './locales/de';
import { fr } from './locales/fr';
import { nl } from './locales/nl';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    weblinksAdmin: typeof en;
  }
}

const namespace = defineNamespace('weblinksAdmin', { en, nl, de, fr });

/** `useTranslation` with the web links page's texts and the shared ones (`common.*`). */
export function useWeblinksAdminTranslation() {
  return useNamespaceTranslation(namespace);
}
