import { guestReservationApi } from '@stay/contract';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http/http-client';

export const stayKeys = {
  currentReservation: ['guest', 'reservation', 'current'] as const,
};

export const stayQueries = {
  /** GET /api/guest/reservation/current: the guest's current reservation, or null. Errors are shown by the client. */
  currentReservation: (http: HttpClient) =>
    queryOptions({
      queryKey: stayKeys.currentReservation,
      queryFn: ({ signal }) => http.call(guestReservationApi.current, { signal }),
    }),
};
