import { defineNamespace } from '@/lib/i18n/namespace';
import { useNamespaceTranslation } from '@/lib/i18n/use-namespace-translation';
import { en } from './locales/en';
import { nl } from './locales/nl';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    chat: typeof en;
  }
}

/** The chat screens' texts, added when a chat screen first renders, so none of them weigh on the /login bundle. */
const namespace = defineNamespace('chat', { en, nl });

export function useChatTranslation() {
  return useNamespaceTranslation(namespace);
}

/** The loading texts exactly as the product spells them; they are the same in every language. */
export const CHAT_LOADING = {
  messages: 'Chat berichten ophalen',
  setInactive: 'Set chat inactive',
  handle: 'Handle chat',
  leave: 'Leaving chat',
  join: 'join chat',
  archive: 'Archiving chat',
  cancelReminder: 'Cancelling reminder',
  suggestionUsed: 'Set suggestion as used',
} as const;
