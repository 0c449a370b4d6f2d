import type { Reservation } from '@stay/contract';
import { useCallback } from 'react';
import { useCurrentReservation, useReplaceReservation } from './use-current-reservation';

/** The guest's stay as screens use it: the current reservation and ways to reload or replace it. */
export interface GuestStay {
  /** undefined while loading (or after a failed load), null when the guest has no current reservation. */
  reservation: Reservation | null | undefined;
  isLoading: boolean;
  isError: boolean;
  isRefreshing: boolean;
  /** Reloads the reservation; the guest-area gate then decides again where the guest belongs. */
  refresh: () => Promise<void>;
  /** Takes a reservation a call answered as the current one. */
  replace: (reservation: Reservation) => void;
}

export function useGuestStay(options: { enabled?: boolean } = {}): GuestStay {
  const query = useCurrentReservation(options);
  const replaceReservation = useReplaceReservation();
  const { refetch } = query;
  const refresh = useCallback(async () => {
    await refetch();
  }, [refetch]);
  const replace = useCallback((reservation: Reservation) => replaceReservation(reservation), [replaceReservation]);
  return {
    reservation: query.data,
    isLoading: query.isPending && query.fetchStatus !== 'idle',
    isError: query.isError,
    isRefreshing: query.isFetching && !query.isPending,
    refresh,
    replace,
  };
}
