import { staffChatApi } from '@stay/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';
import { chatKeys } from '../cache/chat-keys';

const TWO_HOURS_MS = 2 * 60 * 60_000;

/** GET /api/employee/chat/colleagues: staff of the caller's location, for a new team chat or a chat's action holder. */
export function useColleagues(isEnabled = true) {
  const http = useHttp();
  return useQuery({
    ...queryOptions({
      queryKey: chatKeys.colleagues,
      queryFn: ({ signal }) => http.call(staffChatApi.colleagues, { signal, silentErrors: true }),
      staleTime: TWO_HOURS_MS,
    }),
    enabled: isEnabled,
  });
}
