import { DEFAULT_TIME_ZONE } from '@stay/contract';
import { useCurrentReservation } from '@/domains/stay/use-current-reservation';

/** The park's time zone of the guest's stay: delivery days are calendar days there. */
export function useStayZone(): string {
  return useCurrentReservation().data?.location.timeZone ?? DEFAULT_TIME_ZONE;
}
