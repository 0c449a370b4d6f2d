import { defineNamespace } from '@/lib/i18n/namespace';
import { useNamespaceTranslation } from '@/lib/i18n/use-namespace-translation';
import { de } from './locales/de';
import { en } from './locales/en';
import { fr } from './locales/fr';
import { nl } from './locales/nl';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    pmsAdmin: typeof en;
  }
}

const namespace = defineNamespace('pmsAdmin', { en, nl, de, fr });

/** `useTranslation` with the PMS connection screen's texts and the shared ones (`common.*`). */
export function usePmsAdminTranslation() {
  return useNamespaceTranslation(namespace);
}
