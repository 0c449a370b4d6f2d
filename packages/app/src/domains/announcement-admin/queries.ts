import { managementAnnouncementApi } from '@stay/contract';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http/http-client';

/** Every management announcement query lives under ['announcement-admin', ...]. */
export const announcementAdminKeys = {
  all: ['announcement-admin'] as const,
  list: ['announcement-admin', 'list'] as const,
  detail: (nmbr: number) => ['announcement-admin', 'detail', nmbr] as const,
  acceptances: (nmbr: number) => ['announcement-admin', 'acceptances', nmbr] as const,
  /** The deletions (a mutation key): a deleted announcement is not fetched again while its screen goes. */
  deletion: ['announcement-admin', 'delete'] as const,
};

/** Management's announcement reads (the caller's location); the screens show their own states (`silentErrors`). */
export const announcementAdminQueries = {
  list: (http: HttpClient) =>
    queryOptions({
      queryKey: announcementAdminKeys.list,
      queryFn: ({ signal }) => http.call(managementAnnouncementApi.list, { query: {}, signal, silentErrors: true }),
      staleTime: 60_000,
    }),
  detail: (http: HttpClient, nmbr: number) =>
    queryOptions({
      queryKey: announcementAdminKeys.detail(nmbr),
      queryFn: ({ signal }) => http.call(managementAnnouncementApi.get, { params: { nmbr }, query: {}, signal, silentErrors: true }),
      staleTime: 60_000,
    }),
  acceptances: (http: HttpClient, nmbr: number) =>
    queryOptions({
      queryKey: announcementAdminKeys.acceptances(nmbr),
      queryFn: ({ signal }) => http.call(managementAnnouncementApi.acceptances, { params: { nmbr }, query: {}, signal, silentErrors: true }),
      staleTime: 30_000,
    }),
};
