import { staffSavedReplyApi } from '@stay/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http/http-client';
import { useHttp } from '@/lib/http/use-http';
import { savedReplyKeys } from './saved-reply-keys';

/** GET /api/employee/saved-reply: the location's shared replies, then the caller's own. Silent: screens show their own states. */
export const savedReplyQueries = {
  list: (http: HttpClient) =>
    queryOptions({
      queryKey: savedReplyKeys.list,
      queryFn: ({ signal }) => http.call(staffSavedReplyApi.list, { query: {}, signal, silentErrors: true }),
      staleTime: 60_000,
    }),
};

/** The saved replies; `isEnabled` false waits (a chat the caller cannot write in needs none). */
export function useSavedReplies(isEnabled = true) {
  const http = useHttp();
  return useQuery({ ...savedReplyQueries.list(http), enabled: isEnabled });
}
