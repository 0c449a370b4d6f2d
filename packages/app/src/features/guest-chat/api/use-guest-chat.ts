import { guestChatApi } from '@stay/contract';
import { useQuery } from '@tanstack/react-query';
import { chatKeys } from '@/lib/chat/chat-keys';
import { useHttp } from '@/lib/http/use-http';

/** GET /api/guest/reservation/current/chat — the guest's own chat (created on first ask). */
export function useGuestChat() {
  const http = useHttp();
  return useQuery({
    queryKey: chatKeys.guestChat,
    queryFn: ({ signal }) => http.call(guestChatApi.get, { signal, silentErrors: true }),
  });
}
