import { chatSuggestionApi, employeeChatApi, type Chat, type ChatSuggestion, type ChatUnread } from '@stay/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useHttp } from '@/lib/http/use-http';
import { useLoading } from '@/lib/loading/use-loading';
import { updateCachedChat } from './chat-cache';
import { CHAT_LOADING } from './chat-i18n';
import { chatKeys } from './chat-keys';

/**
 * §4: setting a status on a suggestion hides it. Shown behind 'Set suggestion as used'; on success the suggestion
 * leaves every cached chat and the unread call's list at once.
 */
export function useSetSuggestionStatus() {
  const http = useHttp();
  const withLoading = useLoading();
  const queryClient = useQueryClient();
  return useCallback(
    async (suggestion: Pick<ChatSuggestion, '_id' | 'chatnmbr'>, status: string): Promise<boolean> => {
      try {
        await withLoading(() => http.call(chatSuggestionApi.setStatus, { params: { _id: suggestion._id, status } }), CHAT_LOADING.suggestionUsed);
      } catch {
        return false;
      }
      const without = (chat: Chat): Chat => ({ ...chat, suggestions: chat.suggestions.filter((item) => item._id !== suggestion._id) });
      updateCachedChat(queryClient, suggestion.chatnmbr, without);
      queryClient.setQueryData<ChatUnread>(chatKeys.staffUnread, (unread) =>
        unread ? { ...unread, suggestions: unread.suggestions.filter((item) => item._id !== suggestion._id) } : unread,
      );
      queryClient.setQueryData<ChatSuggestion>(chatKeys.suggestion(suggestion._id), (item) => (item ? { ...item, status } : item));
      return true;
    },
    [http, withLoading, queryClient],
  );
}

/** Cancels one of the person's reminders behind 'Cancelling reminder'. */
export function useCancelReminder() {
  const http = useHttp();
  const withLoading = useLoading();
  const queryClient = useQueryClient();
  return useCallback(
    async (chatnmbr: number, reminderId: string): Promise<boolean> => {
      try {
        await withLoading(() => http.call(employeeChatApi.deleteReminder, { params: { nmbr: chatnmbr, remId: reminderId } }), CHAT_LOADING.cancelReminder);
      } catch {
        return false;
      }
      updateCachedChat(queryClient, chatnmbr, (chat) => ({ ...chat, reminders: chat.reminders.filter((reminder) => reminder._id !== reminderId) }));
      return true;
    },
    [http, withLoading, queryClient],
  );
}
