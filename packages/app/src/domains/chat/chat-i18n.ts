import { defineNamespace } from '@/lib/i18n/namespace';
import { useNamespaceTranslation } from '@/lib/i18n/use-namespace-translation';
import { de } from './locales/de';
import { en } from './locales/en';
import { fr } from './locales/fr';
import { nl } from './locales/nl';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    chat: typeof en;
  }
}

/** The chat screens' texts, added when a chat screen first renders, so none of them weigh on the /login bundle. */
const namespace = defineNamespace('chat', { en, nl, de, fr });

export function useChatTranslation() {
  return useNamespaceTranslation(namespace);
}

/** What a loading indicator says while a chat call runs, in the person's language (`chat:loading.*`). */
export type ChatLoadingKey = keyof typeof en.loading;

/** The loading text for a chat call in the current language. */
export function useChatLoadingText(): (key: ChatLoadingKey) => string {
  const { t } = useChatTranslation();
  return (key) => t(`loading.${key}`);
}
