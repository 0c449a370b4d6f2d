import { guestClimateApi, managementClimateApi } from '@stay/contract';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http/http-client';

/** Management's climate under ['climate'], the guest's stay energy under ['guest', 'climate']. */
export const climateKeys = {
  all: ['climate'] as const,
  rules: ['climate', 'rules'] as const,
  actions: (suiteId: string | undefined) => ['climate', 'actions', suiteId ?? 'all'] as const,
  energy: (weeks: number) => ['climate', 'energy', weeks] as const,
  stayEnergy: ['guest', 'climate', 'energy'] as const,
};

/** The log and the meters move with the climate job: a minute-old answer is fetched again on use. */
const JOB_STALE_MS = 60_000;

export const climateQueries = {
  rules: (http: HttpClient) =>
    queryOptions({
      queryKey: climateKeys.rules,
      queryFn: ({ signal }) => http.call(managementClimateApi.rules, { signal, silentErrors: true }),
    }),
  actions: (http: HttpClient, suiteId: string | undefined) =>
    queryOptions({
      queryKey: climateKeys.actions(suiteId),
      queryFn: ({ signal }) => http.call(managementClimateApi.actions, { query: { suite: suiteId }, signal, silentErrors: true }),
      staleTime: JOB_STALE_MS,
    }),
  energy: (http: HttpClient, weeks: number) =>
    queryOptions({
      queryKey: climateKeys.energy(weeks),
      queryFn: ({ signal }) => http.call(managementClimateApi.energy, { query: { weeks }, signal, silentErrors: true }),
      staleTime: JOB_STALE_MS,
    }),
  stayEnergy: (http: HttpClient) =>
    queryOptions({
      queryKey: climateKeys.stayEnergy,
      queryFn: ({ signal }) => http.call(guestClimateApi.energy, { signal, silentErrors: true }),
      staleTime: JOB_STALE_MS,
    }),
};
