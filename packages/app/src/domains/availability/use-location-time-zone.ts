import { DEFAULT_TIME_ZONE } from '@stay/contract';
import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';
import { availabilityQueries } from './queries';

/** The staff member's location's time zone; `isPending` until known (the default park zone if it cannot be asked). */
export function useLocationTimeZone(): { timeZone: string; isPending: boolean } {
  const query = useQuery(availabilityQueries.timeZone(useHttp()));
  return { timeZone: query.data ?? DEFAULT_TIME_ZONE, isPending: query.isPending };
}
