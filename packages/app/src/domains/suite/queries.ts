import { guestSuiteApi, type AppLanguage } from '@stay/contract';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http/http-client';

const SUITE_REFRESH_MS = 60_000;

export const suiteKeys = {
  /** Every language's suite (invalidate and update by this prefix). */
  current: ['guest', 'accommodation', 'current'] as const,
  currentIn: (lang: AppLanguage) => [...suiteKeys.current, lang] as const,
};

export const suiteQueries = {
  /**
   * GET /api/guest/accommodation/current?lang=: the suite, its devices (named in `lang`) with honest states, and the
   * controls window.
   */
  current: (http: HttpClient, lang: AppLanguage) =>
    queryOptions({
      queryKey: suiteKeys.currentIn(lang),
      queryFn: ({ signal }) => http.call(guestSuiteApi.current, { query: { lang }, signal }),
      // Device states age: ask again every minute while the screen is visible.
      refetchInterval: SUITE_REFRESH_MS,
    }),
};
