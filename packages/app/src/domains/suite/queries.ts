import { guestSuiteApi } from '@stay/contract';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http/http-client';

const SUITE_REFRESH_MS = 60_000;

export const suiteKeys = {
  current: ['guest', 'accommodation', 'current'] as const,
};

export const suiteQueries = {
  /** GET /api/guest/accommodation/current: the suite, its devices with honest states, and the controls window. */
  current: (http: HttpClient) =>
    queryOptions({
      queryKey: suiteKeys.current,
      queryFn: ({ signal }) => http.call(guestSuiteApi.current, { signal }),
      // Device states age: ask again every minute while the screen is visible.
      refetchInterval: SUITE_REFRESH_MS,
    }),
};
