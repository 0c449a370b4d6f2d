import { staffReservationApi } from '@stay/contract';
import { useMutation } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';

/**
 * POST /api/employee/reservation/{nmbr}/activation-mail: mails the guest a new activation code (the previous one
 * stops working). Without `email` the booking's email is used. Errors are shown by the HTTP client.
 */
export function useSendActivationMail(nmbr: string) {
  const http = useHttp();
  return useMutation({
    mutationFn: (email: string | undefined) => http.call(staffReservationApi.sendActivationMail, { params: { nmbr }, body: email ? { email } : {} }),
  });
}
