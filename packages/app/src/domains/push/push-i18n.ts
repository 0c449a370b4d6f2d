import { defineNamespace } from '@/lib/i18n/namespace';
import { useNamespaceTranslation } from '@/lib/i18n/use-namespace-translation';
import { en } from './locales/en';
import { de } from './locales/de';
import { fr } from './locales/fr';
import { nl } from './locales/nl';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    push: typeof en;
  }
}

/** The push subscription control's texts, loaded with the screens that show it. */
const namespace = defineNamespace('push', { en, nl, de, fr });

export function usePushTranslation() {
  return useNamespaceTranslation(namespace);
}
