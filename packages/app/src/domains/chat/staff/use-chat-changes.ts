import { staffChatApi, type Chat, type ChatCreateBody, type ChatUpdateBody } from '@stay/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';
import { useLoading } from '@/lib/loading/use-loading';
import { dropListedChat, storeChat } from '../cache/chat-cache';
import { chatKeys } from '../cache/chat-keys';
import { useChatLoadingText } from '../chat-i18n';

/** The answered chat into the caches; the lists refetch in the background (order, who sees what). */
function useStoreChanged() {
  const queryClient = useQueryClient();
  return (chat: Chat) => {
    storeChat(queryClient, chat);
    void queryClient.invalidateQueries({ queryKey: chatKeys.staffLists });
    void queryClient.invalidateQueries({ queryKey: chatKeys.staffUnread });
  };
}

/**
 * POST /api/employee/chat/{nmbr}: name, priority or action holder, behind 'Saving the chat'. `silentErrors` for a
 * form in a sheet dialog, which shows the refusal itself (no alert can appear above the sheet).
 */
export function useUpdateChat(nmbr: number, { silentErrors = false }: { silentErrors?: boolean } = {}) {
  const http = useHttp();
  const withLoading = useLoading();
  const loadingText = useChatLoadingText();
  const store = useStoreChanged();
  return useMutation({
    mutationFn: (body: ChatUpdateBody) => withLoading(() => http.call(staffChatApi.update, { params: { nmbr }, body, silentErrors }), loadingText('update')),
    onSuccess: store,
  });
}

/** POST /api/employee/chat: a team chat with the caller as admin and the chosen colleagues as members. The form shows refusals. */
export function useCreateTeamChat() {
  const http = useHttp();
  const withLoading = useLoading();
  const loadingText = useChatLoadingText();
  const store = useStoreChanged();
  return useMutation({
    mutationFn: (body: Pick<ChatCreateBody, 'chatname' | 'chatpriority' | 'members'>) =>
      withLoading(() => http.call(staffChatApi.create, { body, silentErrors: true }), loadingText('create')),
    onSuccess: store,
  });
}

/** POST /api/employee/chat/{nmbr}/workgroupLeaveChat: the staff member's workgroup leaves the chat. */
export function useWorkgroupLeave(nmbr: number) {
  const http = useHttp();
  const withLoading = useLoading();
  const loadingText = useChatLoadingText();
  const queryClient = useQueryClient();
  const store = useStoreChanged();
  return useMutation({
    mutationFn: () => withLoading(() => http.call(staffChatApi.workgroupLeave, { params: { nmbr } }), loadingText('workgroupLeave')),
    onSuccess: (chat) => {
      // Out of sight now unless the staff member sees the chat another way; the lists refetch either way.
      if (!chat.membership.isMember) dropListedChat(queryClient, chat.nmbr);
      store(chat);
    },
  });
}
