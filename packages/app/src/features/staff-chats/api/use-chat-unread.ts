import { employeeChatApi } from '@stay/contract';
import { useQuery } from '@tanstack/react-query';
import { chatKeys } from '@/lib/chat/chat-keys';
import { useHttp } from '@/lib/http/use-http';
import { useRealtimeHub } from '@/lib/realtime/realtime-context';

/** GET /api/employee/chat/unread: the badge total (handed to the live hub) and the caller's open suggestions. */
export function useChatUnread() {
  const http = useHttp();
  const hub = useRealtimeHub();
  return useQuery({
    queryKey: chatKeys.staffUnread,
    queryFn: async ({ signal }) => {
      const unread = await http.call(employeeChatApi.unread, { signal, silentErrors: true });
      hub.setUnread(unread.unread);
      return unread;
    },
  });
}
