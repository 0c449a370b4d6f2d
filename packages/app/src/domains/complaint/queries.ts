import { COMPLAINT_LIST_PAGE_SIZE, COMPLAINT_OBJECTS_PAGE_SIZE, staffComplaintApi, type ComplaintPage } from '@stay/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http/http-client';
import { listQueryOf, type ComplaintListFilters } from './complaint-filters';
import { complaintKeys } from './complaint-keys';

/** The fixed lists change only with a release or the settings: kept for the session's lifetime once loaded. */
const CATALOGUE_STALE_MS = 30 * 60_000;

/**
 * The complaint endpoint queries. Screens show their own loading, empty and failed states, so list and detail calls
 * are silent (no toast on top of the screen's own message).
 */
export const complaintQueries = {
  /** GET /api/employee/complaint: newest first, keyset-paged by `nextCursor`. */
  list: (http: HttpClient, filters: ComplaintListFilters, pageSize: number = COMPLAINT_LIST_PAGE_SIZE) =>
    infiniteQueryOptions({
      queryKey: complaintKeys.list(filters),
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }): Promise<ComplaintPage> =>
        http.call(staffComplaintApi.list, {
          query: { ...listQueryOf(filters), limit: pageSize, cursor: pageParam ?? undefined },
          signal,
          silentErrors: true,
        }),
      getNextPageParam: (last: ComplaintPage) => last.nextCursor,
    }),
  /** GET /counter: open, awaiting review, and the caller's own open complaints. */
  counter: (http: HttpClient) =>
    queryOptions({
      queryKey: complaintKeys.counter,
      queryFn: ({ signal }) => http.call(staffComplaintApi.counter, { signal, silentErrors: true }),
    }),
  /** GET /grouped/states: how many complaints are in each state. */
  groupedStates: (http: HttpClient) =>
    queryOptions({
      queryKey: complaintKeys.groupedStates,
      queryFn: ({ signal }) => http.call(staffComplaintApi.groupedStates, { signal, silentErrors: true }),
    }),
  /** GET /{nmbr}: the complaint with its notes and appointments. */
  detail: (http: HttpClient, nmbr: number) =>
    queryOptions({
      queryKey: complaintKeys.detail(nmbr),
      queryFn: ({ signal }) => http.call(staffComplaintApi.get, { params: { nmbr }, signal, silentErrors: true }),
    }),
  priorities: (http: HttpClient) =>
    queryOptions({
      queryKey: complaintKeys.catalogue('priorities'),
      queryFn: ({ signal }) => http.call(staffComplaintApi.priorities, { signal, silentErrors: true }),
      staleTime: CATALOGUE_STALE_MS,
    }),
  kinds: (http: HttpClient) =>
    queryOptions({
      queryKey: complaintKeys.catalogue('kinds'),
      queryFn: ({ signal }) => http.call(staffComplaintApi.kinds, { signal, silentErrors: true }),
      staleTime: CATALOGUE_STALE_MS,
    }),
  /** GET /groups: the location's workgroups with their icons. */
  groups: (http: HttpClient) =>
    queryOptions({
      queryKey: complaintKeys.catalogue('groups'),
      queryFn: ({ signal }) => http.call(staffComplaintApi.groups, { signal, silentErrors: true }),
      staleTime: CATALOGUE_STALE_MS,
    }),
  states: (http: HttpClient) =>
    queryOptions({
      queryKey: complaintKeys.catalogue('states'),
      queryFn: ({ signal }) => http.call(staffComplaintApi.states, { signal, silentErrors: true }),
      staleTime: CATALOGUE_STALE_MS,
    }),
  /** GET /objects: reservations a complaint can concern (in house first), searchable. */
  objects: (http: HttpClient, search: string) =>
    queryOptions({
      queryKey: complaintKeys.objects(search),
      queryFn: ({ signal }) => http.call(staffComplaintApi.objects, { query: { search: search || undefined, limit: COMPLAINT_OBJECTS_PAGE_SIZE }, signal, silentErrors: true }),
      staleTime: 30_000,
    }),
  /** GET /employees: the location's staff of every role (oneself included), by name. */
  employees: (http: HttpClient) =>
    queryOptions({
      queryKey: complaintKeys.staffMembers,
      queryFn: ({ signal }) => http.call(staffComplaintApi.staffMembers, { signal, silentErrors: true }),
      staleTime: 5 * 60_000,
    }),
};
