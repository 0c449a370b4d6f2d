import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { chatEn } from './locales/chat-en';
import { chatNl } from './locales/chat-nl';

/**
 * The chat screens' texts live in their own namespace, added when a chat screen first renders, so none of them
 * weigh on the /login bundle.
 */
export const CHAT_NAMESPACE = 'chat';

export function ensureChatTranslations(i18n: I18n): void {
  if (i18n.hasResourceBundle('en', CHAT_NAMESPACE)) return;
  i18n.addResourceBundle('en', CHAT_NAMESPACE, chatEn, true, false);
  i18n.addResourceBundle('nl', CHAT_NAMESPACE, chatNl, true, false);
}

export function useChatTranslation() {
  const { i18n } = useTranslation();
  ensureChatTranslations(i18n);
  return useTranslation(CHAT_NAMESPACE);
}

/** §8 loading texts, exactly as the spec spells them (they are the same in every language). */
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
