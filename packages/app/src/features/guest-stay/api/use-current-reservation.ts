import { reservationApi, type Reservation } from '@stay/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useHttp } from '@/lib/http/use-http';

export const currentReservationKey = ['guest', 'reservation', 'current'] as const;

/** GET /api/guest/reservation/current: the guest's current reservation, or null. Errors are shown by the client. */
export function useCurrentReservation(options: { enabled?: boolean } = {}) {
  const http = useHttp();
  return useQuery({
    queryKey: currentReservationKey,
    queryFn: ({ signal }) => http.call(reservationApi.current, { signal }),
    enabled: options.enabled ?? true,
  });
}

/**
 * Puts a reservation a call answered (link, choose guide, leave guide, disable demo ...) in the cache as the current
 * one. With `everythingElseStale`, every other cached answer is refetched too: a newly linked reservation means a
 * different suite, guide and chat.
 */
export function useReplaceReservation() {
  const queryClient = useQueryClient();
  return useCallback(
    (reservation: Reservation | null, options: { everythingElseStale?: boolean } = {}) => {
      queryClient.setQueryData(currentReservationKey, reservation);
      if (options.everythingElseStale) {
        void queryClient.invalidateQueries({ predicate: (query) => query.queryKey.join('/') !== currentReservationKey.join('/') });
      }
    },
    [queryClient],
  );
}
