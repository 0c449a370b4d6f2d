import { employeeChatApi } from '@stay/contract';
import { useQuery } from '@tanstack/react-query';
import { chatKeys } from '@/lib/chat/chat-keys';
import { useHttp } from '@/lib/http/use-http';

/** GET /api/employee/chat/{nmbr}/chatmember */
export function useChatMembers(nmbr: number, isEnabled: boolean) {
  const http = useHttp();
  return useQuery({
    queryKey: chatKeys.staffMembers(nmbr),
    enabled: isEnabled,
    queryFn: ({ signal }) => http.call(employeeChatApi.members, { params: { nmbr }, signal, silentErrors: true }),
  });
}
