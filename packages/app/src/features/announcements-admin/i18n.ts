import { defineNamespace } from '@/lib/i18n/namespace';
import { useNamespaceTranslation } from '@/lib/i18n/use-namespace-translation';
import { en } from './locales/en';
import { de } from './locales/de';
import { fr } from './locales/fr';
import { nl } from './locales/nl';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    announcementsAdmin: typeof en;
  }
}

const namespace = defineNamespace('announcementsAdmin', { en, nl, de, fr });

/** `useTranslation` with the announcement pages's texts and the shared ones (`common.*`). */
export function useAnnouncementsAdminTranslation() {
  return useNamespaceTranslation(namespace);
}
