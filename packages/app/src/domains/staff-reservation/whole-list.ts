import { STAFF_RESERVATION_MAX_PAGE_SIZE, type StaffReservationSummary } from '@stay/contract';
import { useCallback } from 'react';
import { allPages } from '@/lib/export/all-pages';
import { useHttp } from '@/lib/http/use-http';
import { reservationTabEndpoint, type ReservationTab } from './reservation-tabs';

/** Fetches a whole tab's list with its search, every page, for an export; the server checks role and location. */
export function useFetchWholeReservationList() {
  const http = useHttp();
  return useCallback(
    (tab: ReservationTab, search: string): Promise<StaffReservationSummary[]> =>
      allPages(
        (cursor) => http.call(reservationTabEndpoint[tab], { query: { limit: STAFF_RESERVATION_MAX_PAGE_SIZE, search: search || undefined, cursor } }),
        (item) => item._id,
      ),
    [http],
  );
}
