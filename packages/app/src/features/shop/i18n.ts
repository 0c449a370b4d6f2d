import { defineNamespace } from '@/lib/i18n/namespace';
import { useNamespaceTranslation } from '@/lib/i18n/use-namespace-translation';
import { en } from './locales/en';
import { nl } from './locales/nl';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    shop: typeof en;
  }
}

const namespace = defineNamespace('shop', { en, nl });

/** `useTranslation` with the shop's texts and the shared ones (`common.*`). */
export function useShopTranslation() {
  return useNamespaceTranslation(namespace);
}
