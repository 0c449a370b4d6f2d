import { defineNamespace } from '@/lib/i18n/namespace';
import { useNamespaceTranslation } from '@/lib/i18n/use-namespace-translation';
import { de } from './locales/de';
import { en } from './locales/en';
import { fr } from './locales/fr';
import { nl } from './locales/nl';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    savedReply: typeof en;
  }
}

/** The saved replies' texts, loaded with the chat composer or the saved replies screen. */
const namespace = defineNamespace('savedReply', { en, nl, de, fr });

export function useSavedReplyTranslation() {
  return useNamespaceTranslation(namespace);
}
