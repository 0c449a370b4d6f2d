import { guestRatingApi, type RatingBody } from '@stay/contract';
import { useMutation } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';

/** POST /api/guest/rating (rating again replaces the earlier rating). */
export function useRate() {
  const http = useHttp();
  return useMutation({ mutationFn: (body: RatingBody) => http.call(guestRatingApi.rate, { body }) });
}
