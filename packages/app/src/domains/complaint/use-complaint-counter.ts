import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';
import { useRealtimeEvents, useRealtimeReconnect } from '@/lib/realtime/realtime-context';
import { complaintKeys } from './complaint-keys';
import { complaintQueries } from './queries';
import { invalidateSoon } from './use-complaint-live';

/**
 * The complaint counts for badges (GET /counter: open, awaiting review, the caller's own open ones), live: any
 * complaint change of the location refetches them. For the staff menu's badge and the complaints screen.
 */
export function useComplaintCounter() {
  const http = useHttp();
  const queryClient = useQueryClient();
  useRealtimeEvents((event) => {
    if (event.type === 'complaint.updated') invalidateSoon(queryClient, [complaintKeys.counter]);
  });
  useRealtimeReconnect(() => invalidateSoon(queryClient, [complaintKeys.counter]));
  return useQuery({ ...complaintQueries.counter(http), staleTime: 30_000 });
}
