import { guestRatingApi, type RatingBody } from '@stay/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';
import { guideKeys } from './queries';

/** POST /api/guest/rating. A guide rating goes into the cache at once, so the rating prompt stays gone. */
export function useRate() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RatingBody) => http.call(guestRatingApi.rate, { body }),
    onSuccess: (rating) => {
      if (rating.label === 'guide') queryClient.setQueryData(guideKeys.myRating, rating);
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: guideKeys.myRating }),
  });
}
