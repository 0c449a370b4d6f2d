import { chatSuggestionApi } from '@stay/contract';
import { useQuery } from '@tanstack/react-query';
import { chatKeys } from '@/lib/chat/chat-keys';
import { useHttp } from '@/lib/http/use-http';

/** GET /api/employee/chat-suggestion/{_id} — the suggestion a chat was opened with (§2 chatSuggestion). */
export function useChatSuggestion(id: string | null) {
  const http = useHttp();
  return useQuery({
    queryKey: chatKeys.suggestion(id ?? ''),
    enabled: !!id,
    queryFn: ({ signal }) => http.call(chatSuggestionApi.get, { params: { _id: id ?? '' }, signal }),
  });
}
