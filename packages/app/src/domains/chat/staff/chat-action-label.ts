import type { ChatAction } from '@stay/contract';
import { useCallback } from 'react';
import { useChatTranslation } from '../chat-i18n';
import { isChatActionName } from './chat-actions';

/**
 * A chat action's label in the person's language. The settings name each action once, in English; a known action is
 * named by its key instead, and only an action the app does not know keeps the settings' name.
 */
export function useChatActionLabel(): (action: ChatAction) => string {
  const { t } = useChatTranslation();
  return useCallback((action: ChatAction) => (isChatActionName(action.action) ? t(`actions.${action.action}`) : action.name), [t]);
}
