import { staffChatApi, type Chat, type ChatReminderCreateBody } from '@stay/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateCachedChat } from '../cache/chat-cache';
import { useHttp } from '@/lib/http/use-http';
import { useLoading } from '@/lib/loading/use-loading';

/**
 * POST /api/employee/chat/{nmbr}/reminder; the new reminder joins the cached chat at once. Its failures are the
 * form's to show (`silentErrors`): the form is a sheet dialog, above which no alert could appear.
 */
export function useCreateReminder(nmbr: number) {
  const http = useHttp();
  const withLoading = useLoading();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Pick<ChatReminderCreateBody, 'datetime' | 'paragraph'>) =>
      withLoading(() =>
        http.call(staffChatApi.createReminder, { params: { nmbr }, body: { ...body, actions: ['OPEN_CHAT'] }, silentErrors: true }),
      ),
    onSuccess: (reminder) =>
      updateCachedChat(queryClient, nmbr, (chat: Chat) => ({
        ...chat,
        reminders: [...chat.reminders.filter((item) => item._id !== reminder._id), reminder].sort((a, b) => a.datetime.localeCompare(b.datetime)),
      })),
  });
}
