import { defineNamespace } from '@/lib/i18n/namespace';
import { useNamespaceTranslation } from '@/lib/i18n/use-namespace-translation';
import { en } from './locales/en';
import { de } from './locales/de';
import { fr } from './locales/fr';
import { nl } from './locales/nl';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    availability: typeof en;
  }
}

const namespace = defineNamespace('availability', { en, nl, de, fr });

/** `useTranslation` with the availability screen's texts and the shared ones (`common.*`). */
export function useAvailabilityTranslation() {
  return useNamespaceTranslation(namespace);
}
