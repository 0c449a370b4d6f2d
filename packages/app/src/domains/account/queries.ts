import { guestProfileApi } from '@stay/contract';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http/http-client';

export const accountKeys = {
  guestProfile: ['guest', 'profile'] as const,
};

export const accountQueries = {
  /** GET /api/guest/profile */
  guestProfile: (http: HttpClient) =>
    queryOptions({ queryKey: accountKeys.guestProfile, queryFn: ({ signal }) => http.call(guestProfileApi.get, { signal }) }),
};
