import type { Reservation } from '@stay/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useHttp } from '@/lib/http/use-http';
import { stayKeys, stayQueries } from './queries';

export function useCurrentReservation(options: { enabled?: boolean } = {}) {
  return useQuery({ ...stayQueries.currentReservation(useHttp()), enabled: options.enabled ?? true });
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
      const key = stayKeys.currentReservation;
      queryClient.setQueryData(key, reservation);
      if (options.everythingElseStale) {
        void queryClient.invalidateQueries({ predicate: (query) => query.queryKey.join('/') !== key.join('/') });
      }
    },
    [queryClient],
  );
}
