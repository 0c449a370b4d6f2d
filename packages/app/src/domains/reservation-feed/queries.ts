import { managementReservationFeedApi } from '@stay/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http/http-client';
import { useHttp } from '@/lib/http/use-http';
import { reservationFeedKeys } from './reservation-feed-keys';

/** GET /api/employee/reservation-feed: the location's feeds with their last result, and its suites. Silent: the screen shows its own states. */
export const reservationFeedQueries = {
  list: (http: HttpClient) =>
    queryOptions({
      queryKey: reservationFeedKeys.list,
      queryFn: ({ signal }) => http.call(managementReservationFeedApi.list, { query: {}, signal, silentErrors: true }),
      staleTime: 30_000,
    }),
};

export function useReservationFeeds() {
  const http = useHttp();
  return useQuery(reservationFeedQueries.list(http));
}
