import { staffHousekeepingApi, type HousekeepingUpdateBody } from '@stay/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useHttp } from '@/lib/http/use-http';
import { useRealtimeEvents, useRealtimeReconnect } from '@/lib/realtime/realtime-context';
import { staffReservationKeys } from '@/domains/staff-reservation/queries';
import { checkOutKeys, checkOutQueries } from './queries';

/** The housekeeping list of a park day (default today). */
export function useHousekeeping(date?: string) {
  return useQuery(checkOutQueries.housekeeping(useHttp(), date));
}

/** Ticks a suite ready for a day (or takes it back, or says when it will be); the day's lists are read again. */
export function useUpdateHousekeeping() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ suiteId, ...body }: HousekeepingUpdateBody & { suiteId: string }) => http.call(staffHousekeepingApi.update, { params: { suiteId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checkOutKeys.staff }),
  });
}

/** Today's bookings' stay status (checked out, keys, suite ready) by reservation id. */
export function useStayStatuses() {
  return useQuery({ ...checkOutQueries.stayStatuses(useHttp()), select: (statuses) => new Map(statuses.map((status) => [status.reservationId, status])) });
}

export function useStayStatus(nmbr: string) {
  return useQuery(checkOutQueries.stayStatus(useHttp(), nmbr));
}

/** Fetches the stay status and housekeeping again (pull-to-refresh). */
export function useRefreshStayDay() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: checkOutKeys.staff }), [queryClient]);
}

/**
 * Keeps staff screens true to the day: a `stay.updated` event (a check-out, a first unlock, a failing lock, a suite
 * ticked ready) reads the stay status, housekeeping and the reservation lists and booking again; so does a reconnect.
 */
export function useStayDayLiveUpdates(): void {
  const queryClient = useQueryClient();
  const refresh = useCallback(() => {
    for (const queryKey of [checkOutKeys.staff, staffReservationKeys.all]) void queryClient.invalidateQueries({ queryKey });
  }, [queryClient]);
  useRealtimeEvents((event) => {
    if (event.type === 'stay.updated') refresh();
  });
  useRealtimeReconnect(refresh);
}
