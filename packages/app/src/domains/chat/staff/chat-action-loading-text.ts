import { DEFAULT_CHAT_ACTION_LOADING_MESSAGES, type ChatAction, type ChatActionName } from '@stay/contract';
import { useCallback } from 'react';
import { useChatLoadingText } from '../chat-i18n';

/**
 * What the loading indicator says while a chat action runs: the settings' loadingMessage when the park wrote its own,
 * else (no text, or the default English one) the action's text in the person's language.
 */
export function useChatActionLoadingText(): (action: ChatAction, name: ChatActionName) => string {
  const loadingText = useChatLoadingText();
  return useCallback(
    (action: ChatAction, name: ChatActionName) => {
      const own = action.loadingMessage?.trim();
      return own && own !== DEFAULT_CHAT_ACTION_LOADING_MESSAGES[name] ? own : loadingText(name);
    },
    [loadingText],
  );
}
