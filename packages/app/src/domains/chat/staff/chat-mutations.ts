import { staffChatSuggestionApi, staffChatApi, type Chat, type ChatSuggestion, type ChatUnread } from '@stay/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';
import { useLoading } from '@/lib/loading/use-loading';
import { updateCachedChat } from '../cache/chat-cache';
import { chatKeys } from '../cache/chat-keys';
import { useChatLoadingText } from '../chat-i18n';

interface SuggestionStatusChange {
  suggestion: Pick<ChatSuggestion, '_id' | 'chatnmbr'>;
  status: string;
}

/**
 * Setting a status on a suggestion hides it. Shown behind 'Set suggestion as used'; on success the suggestion
 * leaves every cached chat and the unread call's list at once. Failures are shown by the HTTP client.
 */
export function useSetSuggestionStatus() {
  const http = useHttp();
  const withLoading = useLoading();
  const loadingText = useChatLoadingText();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ suggestion, status }: SuggestionStatusChange) =>
      withLoading(() => http.call(staffChatSuggestionApi.setStatus, { params: { _id: suggestion._id, status } }), loadingText('suggestionUsed')),
    onSuccess: (_answer, { suggestion, status }) => {
      const without = (chat: Chat): Chat => ({ ...chat, suggestions: chat.suggestions.filter((item) => item._id !== suggestion._id) });
      updateCachedChat(queryClient, suggestion.chatnmbr, without);
      queryClient.setQueryData<ChatUnread>(chatKeys.staffUnread, (unread) =>
        unread ? { ...unread, suggestions: unread.suggestions.filter((item) => item._id !== suggestion._id) } : unread,
      );
      queryClient.setQueryData<ChatSuggestion>(chatKeys.suggestion(suggestion._id), (item) => (item ? { ...item, status } : item));
    },
  });
}

/** Cancels one of the person's reminders behind 'Cancelling reminder'. */
export function useCancelReminder() {
  const http = useHttp();
  const withLoading = useLoading();
  const loadingText = useChatLoadingText();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ chatnmbr, reminderId }: { chatnmbr: number; reminderId: string }) =>
      withLoading(() => http.call(staffChatApi.deleteReminder, { params: { nmbr: chatnmbr, remId: reminderId } }), loadingText('cancelReminder')),
    onSuccess: (_answer, { chatnmbr, reminderId }) =>
      updateCachedChat(queryClient, chatnmbr, (chat) => ({ ...chat, reminders: chat.reminders.filter((reminder) => reminder._id !== reminderId) })),
  });
}
