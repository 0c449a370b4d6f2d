import { guestReservationApi } from '@stay/contract';
import { useMutation } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';

/** POST /api/guest/reservation/current/leave-guide → the reservation without a guide. */
export function useLeaveGuide() {
  const http = useHttp();
  return useMutation({ mutationFn: () => http.call(guestReservationApi.leaveGuide) });
}
