import { managementLocationApi } from '@stay/contract';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http/http-client';

/** Every location settings query lives under ['location', ...]. */
export const locationKeys = {
  all: ['location'] as const,
  contentLanguage: ['location', 'content-language'] as const,
};

/** Management's reads of their location's settings. Silent: the screens show a missing answer as the English default. */
export const locationQueries = {
  /** GET /api/employee/location/content-language: the fallback for texts missing in a guest's language. */
  contentLanguage: (http: HttpClient) =>
    queryOptions({
      queryKey: locationKeys.contentLanguage,
      queryFn: ({ signal }) => http.call(managementLocationApi.contentLanguage, { signal, silentErrors: true }),
    }),
};
