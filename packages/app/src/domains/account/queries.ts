import { authApi, staffProfileApi, guestProfileApi } from '@stay/contract';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http/http-client';

export const accountKeys = {
  guestProfile: ['guest', 'profile'] as const,
  staffProfile: ['employee', 'profile'] as const,
  verification: ['auth', 'verification'] as const,
};

export const accountQueries = {
  /** GET /api/guest/profile. Silent: the profile screens show their own failure, the greeting does without a name. */
  guestProfile: (http: HttpClient) =>
    queryOptions({ queryKey: accountKeys.guestProfile, queryFn: ({ signal }) => http.call(guestProfileApi.get, { signal, silentErrors: true }) }),
  /** GET /api/employee/profile. Silent: the profile screen shows its own failure. */
  staffProfile: (http: HttpClient) =>
    queryOptions({ queryKey: accountKeys.staffProfile, queryFn: ({ signal }) => http.call(staffProfileApi.get, { signal, silentErrors: true }) }),
  /** GET /api/auth/checkVerification: VERIFIED or NOT_VERIFIED. */
  verification: (http: HttpClient) =>
    queryOptions({ queryKey: accountKeys.verification, queryFn: ({ signal }) => http.call(authApi.checkVerification, { signal }) }),
};
