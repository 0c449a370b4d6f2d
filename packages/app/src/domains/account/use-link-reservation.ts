import { accountApi, type LinkReservationBody } from '@stay/contract';
import { useMutation } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';

/**
 * POST /api/account/linkReservation/{id} with the check value. The client shows every failure (RESERVATION_ALREADY_REGISTERD,
 * USER_HAS_ACTIVE_RESERVATION and RESERVATION_ENDED are catalogue alerts); the form also marks the fields on
 * RESERVATION_NOT_FOUND (wrong number or check value).
 */
export function useLinkReservation() {
  const http = useHttp();
  return useMutation({
    mutationFn: ({ reservationNumber, proof }: { reservationNumber: string; proof: LinkReservationBody }) =>
      http.call(accountApi.linkReservation, { params: { id: reservationNumber }, body: proof }),
  });
}
