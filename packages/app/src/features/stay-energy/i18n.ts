import { defineNamespace } from '@/lib/i18n/namespace';
import { useNamespaceTranslation } from '@/lib/i18n/use-namespace-translation';
import { en } from './locales/en';
import { de } from './locales/de';
import { fr } from './locales/fr';
import { nl } from './locales/nl';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    stayEnergy: typeof en;
  }
}

const namespace = defineNamespace('stayEnergy', { en, nl, de, fr });

/** `useTranslation` with this feature's texts (`stayEnergy.*`) and the shared ones (`common.*`). */
export function useStayEnergyTranslation() {
  return useNamespaceTranslation(namespace);
}
