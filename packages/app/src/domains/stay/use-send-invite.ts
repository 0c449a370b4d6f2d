import { guestReservationApi } from '@stay/contract';
import { useMutation } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';

/** POST /api/guest/reservation/current/send-invite (main guest only). */
export function useSendInvite() {
  const http = useHttp();
  return useMutation({ mutationFn: (email: string) => http.call(guestReservationApi.sendInvite, { body: { email } }) });
}
