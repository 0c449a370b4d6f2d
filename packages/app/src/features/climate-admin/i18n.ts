import { defineNamespace } from '@/lib/i18n/namespace';
import { useNamespaceTranslation } from '@/lib/i18n/use-namespace-translation';
import { en } from './locales/en';
import { de } from './locales/de';
import { fr } from './locales/fr';
import { nl } from './locales/nl';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    climateAdmin: typeof en;
  }
}

const namespace = defineNamespace('climateAdmin', { en, nl, de, fr });

/** `useTranslation` with this feature's texts (`climateAdmin.*`) and the shared ones (`common.*`). */
export function useClimateAdminTranslation() {
  return useNamespaceTranslation(namespace);
}
