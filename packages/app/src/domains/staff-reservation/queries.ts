import {
  STAFF_RESERVATION_PAGE_SIZE,
  staffSuiteApi,
  staffReservationApi,
  type StaffReservationPage,
} from '@stay/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http/http-client';
import { reservationTabEndpoint, type ReservationTab } from './reservation-tabs';

/** Every staff reservation query lives under ['staff-reservation', ...], so one pull-to-refresh reaches them all. */
export const staffReservationKeys = {
  all: ['staff-reservation'] as const,
  status: ['staff-reservation', 'status'] as const,
  lists: ['staff-reservation', 'list'] as const,
  list: (tab: ReservationTab, search: string) => ['staff-reservation', 'list', tab, search] as const,
  booking: (nmbr: string) => ['staff-reservation', 'booking', nmbr] as const,
  dashboard: ['staff-reservation', 'dashboard'] as const,
  leaderboard: ['staff-reservation', 'leaderboard'] as const,
  suites: ['staff-reservation', 'suites'] as const,
};

/** The lists move with the clock (an arrival becomes in house): a minute-old answer is fetched again on use. */
const LIST_STALE_MS = 60_000;

/** The staff reservation screens' queries. The screens show their own loading, empty and error states (`silentErrors`). */
export const staffReservationQueries = {
  /** GET /api/employee/reservation/status: the tabs' counts and the location's "today". */
  status: (http: HttpClient) =>
    queryOptions({
      queryKey: staffReservationKeys.status,
      queryFn: ({ signal }) => http.call(staffReservationApi.status, { signal, silentErrors: true }),
      staleTime: LIST_STALE_MS,
    }),
  /** One tab's list, page by page with the server's keyset cursor; `search` as typed (empty: none). */
  list: (http: HttpClient, tab: ReservationTab, search: string) =>
    infiniteQueryOptions({
      queryKey: staffReservationKeys.list(tab, search),
      initialPageParam: undefined as string | undefined,
      queryFn: ({ pageParam, signal }): Promise<StaffReservationPage> =>
        http.call(reservationTabEndpoint[tab], {
          query: { limit: STAFF_RESERVATION_PAGE_SIZE, search: search || undefined, cursor: pageParam },
          signal,
          silentErrors: true,
        }),
      getNextPageParam: (last: StaffReservationPage) => last.nextCursor ?? undefined,
      staleTime: LIST_STALE_MS,
    }),
  /** GET /api/employee/reservation/{nmbr}: the booking screen's data. */
  booking: (http: HttpClient, nmbr: string) =>
    queryOptions({
      queryKey: staffReservationKeys.booking(nmbr),
      queryFn: ({ signal }) => http.call(staffReservationApi.get, { params: { nmbr }, signal, silentErrors: true }),
    }),
  /** GET /api/employee/reservation/dashboard: today's numbers and the coming weeks' occupancy. */
  dashboard: (http: HttpClient) =>
    queryOptions({
      queryKey: staffReservationKeys.dashboard,
      queryFn: ({ signal }) => http.call(staffReservationApi.dashboard, { signal, silentErrors: true }),
      staleTime: LIST_STALE_MS,
    }),
  /** GET /api/employee/reservation/leaderboard: the guides ranked for the current month. */
  leaderboard: (http: HttpClient) =>
    queryOptions({
      queryKey: staffReservationKeys.leaderboard,
      queryFn: ({ signal }) => http.call(staffReservationApi.leaderboard, { signal, silentErrors: true }),
      staleTime: 5 * LIST_STALE_MS,
    }),
  /** GET /api/employee/accommodation: the location's suites with occupancy and device health. */
  suites: (http: HttpClient) =>
    queryOptions({
      queryKey: staffReservationKeys.suites,
      queryFn: ({ signal }) => http.call(staffSuiteApi.list, { signal, silentErrors: true }),
      staleTime: LIST_STALE_MS,
    }),
};
