import { guestDemoApi } from '@stay/contract';
import { useMutation } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';

/** POST /api/guest/demo/door/open (only while the reservation is in demo mode). */
export function useOpenDemoDoor() {
  const http = useHttp();
  return useMutation({ mutationFn: () => http.call(guestDemoApi.openDoor, { body: { door: 'Demo door' } }) });
}
