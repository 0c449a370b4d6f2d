import { staffChatApi } from '@stay/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeChat } from '../cache/chat-cache';
import { chatKeys } from '../cache/chat-keys';
import { useHttp } from '@/lib/http/use-http';
import { useLoading } from '@/lib/loading/use-loading';

/** POST addMember/employee/{id}/M and DELETE removeMember/{id}; the answered chat replaces the cached one. */
export function useMemberChanges(nmbr: number) {
  const http = useHttp();
  const withLoading = useLoading();
  const queryClient = useQueryClient();
  const settle = () => void queryClient.invalidateQueries({ queryKey: chatKeys.staffMembers(nmbr) });
  const add = useMutation({
    mutationFn: (staffId: string) =>
      withLoading(() => http.call(staffChatApi.addMember, { params: { nmbr, type: 'employee', name: staffId, mode: 'M' } })),
    onSuccess: (chat) => storeChat(queryClient, chat),
    onSettled: settle,
  });
  const remove = useMutation({
    mutationFn: (memberId: string) => withLoading(() => http.call(staffChatApi.removeMember, { params: { nmbr, id: memberId } })),
    onSuccess: (chat) => storeChat(queryClient, chat),
    onSettled: settle,
  });
  return { add, remove };
}
