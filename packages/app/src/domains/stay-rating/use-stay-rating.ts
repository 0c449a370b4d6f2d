import { guestRatingApi, type RatingBody } from '@stay/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';
import type { HttpClient } from '@/lib/http/http-client';

export const stayRatingKeys = {
  mine: ['guest', 'rating', 'current', 'stay'] as const,
};

/** GET /api/guest/rating/current/stay: the guest's own rating of the stay, or null. */
export const myStayRatingQuery = (http: HttpClient) =>
  queryOptions({
    queryKey: stayRatingKeys.mine,
    queryFn: ({ signal }) => http.call(guestRatingApi.mine, { params: { label: 'stay' }, signal, silentErrors: true }),
  });

/** The guest's own rating of the current stay, or null. */
export function useMyStayRating() {
  return useQuery(myStayRatingQuery(useHttp()));
}

/** POST /api/guest/rating with label stay: rating again replaces the earlier rating. */
export function useRateStay() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<RatingBody, 'label'>) => http.call(guestRatingApi.rate, { body: { label: 'stay', ...body } }),
    onSuccess: (rating) => queryClient.setQueryData(stayRatingKeys.mine, rating),
  });
}
