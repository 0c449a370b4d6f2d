import { hasEnded } from '@stay/contract';
import { useCurrentReservation } from '@/domains/stay/use-current-reservation';
import { useNow } from '@/lib/hooks/use-now';

const STAY_OVER_NOW_INTERVAL_MS = 60_000;

/**
 * Whether the guest's stay has ended (the suite's controls are off): the shop still shows what it sells and the
 * guest's orders, but nothing can be ordered any more. Undefined while the stay is loading.
 */
export function useIsStayOver(): boolean | undefined {
  const reservation = useCurrentReservation().data;
  const now = useNow(STAY_OVER_NOW_INTERVAL_MS);
  return reservation ? hasEnded(reservation, now) : undefined;
}
