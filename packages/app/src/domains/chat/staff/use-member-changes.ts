import { employeeChatApi } from '@stay/contract';
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
    mutationFn: (employeeId: string) =>
      withLoading(() => http.call(employeeChatApi.addMember, { params: { nmbr, type: 'employee', name: employeeId, mode: 'M' } })),
    onSuccess: (chat) => storeChat(queryClient, chat),
    onSettled: settle,
  });
  const remove = useMutation({
    mutationFn: (memberId: string) => withLoading(() => http.call(employeeChatApi.removeMember, { params: { nmbr, id: memberId } })),
    onSuccess: (chat) => storeChat(queryClient, chat),
    onSettled: settle,
  });
  return { add, remove };
}
