import { defineNamespace } from '@/lib/i18n/namespace';
import { useNamespaceTranslation } from '@/lib/i18n/use-namespace-translation';
import { de } from './locales/de';
import { en } from './locales/en';
import { fr } from './locales/fr';
import { nl } from './locales/nl';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    languageBadge: typeof en;
  }
}

const namespace = defineNamespace('languageBadge', { en, nl, de, fr });

export function useLanguageBadgeTranslation() {
  return useNamespaceTranslation(namespace);
}
