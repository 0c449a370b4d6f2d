import { defineNamespace } from '@/lib/i18n/namespace';
import { useNamespaceTranslation } from '@/lib/i18n/use-namespace-translation';
import { de } from './locales/de';
import { en } from './locales/en';
import { fr } from './locales/fr';
import { nl } from './locales/nl';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    'chat-translation': typeof en;
  }
}

/** The texts around a translated chat message, added with the first chat screen. */
const namespace = defineNamespace('chat-translation', { en, nl, de, fr });

export function useChatTranslationTexts() {
  return useNamespaceTranslation(namespace);
}
