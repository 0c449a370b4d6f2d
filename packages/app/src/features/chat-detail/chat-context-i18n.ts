import { defineNamespace } from '@/lib/i18n/namespace';
import { useNamespaceTranslation } from '@/lib/i18n/use-namespace-translation';
import { en } from './locales/en';
import { de } from './locales/de';
import { fr } from './locales/fr';
import { nl } from './locales/nl';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    chatContext: typeof en;
  }
}

const namespace = defineNamespace('chatContext', { en, nl, de, fr });

/** The booking panel's texts (`context.*`) and the shared ones (`common.*`). */
export function useChatContextTranslation() {
  return useNamespaceTranslation(namespace);
}
