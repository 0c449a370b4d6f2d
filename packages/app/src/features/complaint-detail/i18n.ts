import { defineNamespace } from '@/lib/i18n/namespace';
import { useNamespaceTranslation } from '@/lib/i18n/use-namespace-translation';
import { de } from './locales/de';
import { en } from './locales/en';
import { fr } from './locales/fr';
import { nl } from './locales/nl';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    complaintDetail: typeof en;
  }
}

const namespace = defineNamespace('complaintDetail', { en, nl, de, fr });

/** `useTranslation` with the complaint detail's texts and the shared ones (`common.*`). */
export function useComplaintDetailTranslation() {
  return useNamespaceTranslation(namespace);
}
