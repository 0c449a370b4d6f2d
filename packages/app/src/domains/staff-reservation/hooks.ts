import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { HttpError } from '@/lib/http/http-error';
import { useHttp } from '@/lib/http/use-http';
import { staffReservationKeys, staffReservationQueries } from './queries';
import type { ReservationTab } from './reservation-tabs';
import { useReservationLiveUpdates } from './use-reservation-live';

/** The tabs' counts and the location's day and zone. */
export function useReservationStatus() {
  useReservationLiveUpdates();
  return useQuery(staffReservationQueries.status(useHttp()));
}

/** One tab's reservations, paged by scrolling; `reservations` holds every loaded page in order, each once. */
export function useReservationList(tab: ReservationTab, search: string) {
  useReservationLiveUpdates();
  const query = useInfiniteQuery(staffReservationQueries.list(useHttp(), tab, search));
  const reservations = useMemo(() => {
    const seen = new Set<string>();
    return (query.data?.pages ?? []).flatMap((page) => page.items).filter((item) => !seen.has(item._id) && seen.add(item._id));
  }, [query.data]);
  return { ...query, reservations };
}

/** One booking by reservation number; `isNotFound` when the location has no such reservation. */
export function useStaffBooking(nmbr: string) {
  const query = useQuery(staffReservationQueries.booking(useHttp(), nmbr));
  return { ...query, isNotFound: query.error instanceof HttpError && query.error.status === 404 };
}

export function useStaffDashboard() {
  return useQuery(staffReservationQueries.dashboard(useHttp()));
}

export function useGuideLeaderboard() {
  return useQuery(staffReservationQueries.leaderboard(useHttp()));
}

/** Fetches the guides' leaderboard again (pull-to-refresh on a page that shows it); resolves when it is in. */
export function useRefreshGuideLeaderboard() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: staffReservationKeys.leaderboard }), [queryClient]);
}

export function useStaffSuites() {
  return useQuery(staffReservationQueries.suites(useHttp()));
}

/** Fetches every staff reservation answer again (pull-to-refresh); resolves when they are in. */
export function useRefreshStaffReservations() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: staffReservationKeys.all }), [queryClient]);
}
