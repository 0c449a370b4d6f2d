import { guestReservationApi } from '@stay/contract';
import { useMutation } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';

/** POST /api/guest/reservation/current/check-mail: FOUND when the email is already a guest of, or invited to, the stay. */
export function useCheckMail() {
  const http = useHttp();
  return useMutation({ mutationFn: (email: string) => http.call(guestReservationApi.checkMail, { body: { email } }) });
}
