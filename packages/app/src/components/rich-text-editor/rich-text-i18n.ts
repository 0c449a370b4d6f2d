import { defineNamespace } from '@/lib/i18n/namespace';
import { useNamespaceTranslation } from '@/lib/i18n/use-namespace-translation';
import { en } from './locales/en';
import { de } from './locales/de';
import { fr } from './locales/fr';
import { nl } from './locales/nl';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    richTextEditor: typeof en;
  }
}

const namespace = defineNamespace('richTextEditor', { en, nl, de, fr });

/** The editor's texts, added with its lazily loaded code. */
export function useRichTextTranslation() {
  return useNamespaceTranslation(namespace);
}
