import { guestReservationApi } from '@stay/contract';
import { useMutation } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';

/** POST /api/guest/reservation/current/disable-demo → the reservation without demo mode. */
export function useDisableDemo() {
  const http = useHttp();
  return useMutation({ mutationFn: () => http.call(guestReservationApi.disableDemo) });
}
