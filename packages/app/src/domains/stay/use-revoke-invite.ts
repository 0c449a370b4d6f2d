import { guestReservationApi } from '@stay/contract';
import { useMutation } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';

/** DELETE /api/guest/reservation/current/revoke-invite?email= (an accepted invitee leaves the reservation). */
export function useRevokeInvite() {
  const http = useHttp();
  return useMutation({ mutationFn: (email: string) => http.call(guestReservationApi.revokeInvite, { query: { email } }) });
}
