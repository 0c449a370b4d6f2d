import { guestCheckOutApi, managementCheckOutApi, staffHousekeepingApi, staffStayStatusApi, type AppLanguage } from '@stay/contract';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http/http-client';

/** The guest's check-out under ['guest', 'check-out'], staff's day under ['check-out'] (one prefix per side to refresh). */
export const checkOutKeys = {
  guest: ['guest', 'check-out'] as const,
  guestIn: (lang: AppLanguage) => ['guest', 'check-out', 'status', lang] as const,
  readiness: ['guest', 'check-out', 'readiness'] as const,
  staff: ['check-out'] as const,
  settings: ['check-out', 'settings'] as const,
  housekeeping: (date: string | undefined) => ['check-out', 'housekeeping', date ?? 'today'] as const,
  stayStatuses: ['check-out', 'stay-status'] as const,
  stayStatus: (nmbr: string) => ['check-out', 'stay-status', nmbr] as const,
};

/** The day moves with the clock: a minute-old answer is fetched again on use. */
const DAY_STALE_MS = 60_000;

export const checkOutQueries = {
  /** GET /api/guest/check-out?lang=: the guest's self check-out, the checklist in `lang`. */
  status: (http: HttpClient, lang: AppLanguage) =>
    queryOptions({
      queryKey: checkOutKeys.guestIn(lang),
      queryFn: ({ signal }) => http.call(guestCheckOutApi.status, { query: { lang }, signal, silentErrors: true }),
      staleTime: DAY_STALE_MS,
    }),
  /** GET /api/guest/check-out/suite-readiness: whether the arriving guest's suite is ready. */
  readiness: (http: HttpClient) =>
    queryOptions({
      queryKey: checkOutKeys.readiness,
      queryFn: ({ signal }) => http.call(guestCheckOutApi.suiteReadiness, { signal, silentErrors: true }),
      staleTime: DAY_STALE_MS,
    }),
  settings: (http: HttpClient) =>
    queryOptions({
      queryKey: checkOutKeys.settings,
      queryFn: ({ signal }) => http.call(managementCheckOutApi.settings, { signal, silentErrors: true }),
    }),
  housekeeping: (http: HttpClient, date: string | undefined) =>
    queryOptions({
      queryKey: checkOutKeys.housekeeping(date),
      queryFn: ({ signal }) => http.call(staffHousekeepingApi.list, { query: { date }, signal, silentErrors: true }),
      staleTime: DAY_STALE_MS,
    }),
  stayStatuses: (http: HttpClient) =>
    queryOptions({
      queryKey: checkOutKeys.stayStatuses,
      queryFn: ({ signal }) => http.call(staffStayStatusApi.today, { signal, silentErrors: true }),
      staleTime: DAY_STALE_MS,
    }),
  stayStatus: (http: HttpClient, nmbr: string) =>
    queryOptions({
      queryKey: checkOutKeys.stayStatus(nmbr),
      queryFn: ({ signal }) => http.call(staffStayStatusApi.get, { params: { nmbr }, signal, silentErrors: true }),
    }),
};
