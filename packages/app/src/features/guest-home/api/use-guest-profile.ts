import { guestProfileApi } from '@stay/contract';
import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';

export const guestProfileKey = ['guest', 'profile'] as const;

/** GET /api/guest/profile */
export function useGuestProfile() {
  const http = useHttp();
  return useQuery({ queryKey: guestProfileKey, queryFn: ({ signal }) => http.call(guestProfileApi.get, { signal }) });
}
