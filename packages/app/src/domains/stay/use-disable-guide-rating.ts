import { guestReservationApi } from '@stay/contract';
import { useMutation } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';

/** POST /api/guest/reservation/current/disable-guide-rating → the reservation with guideRatingDisabled. */
export function useDisableGuideRating() {
  const http = useHttp();
  return useMutation({ mutationFn: () => http.call(guestReservationApi.disableGuideRating) });
}
