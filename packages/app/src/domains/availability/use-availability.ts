import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';
import { availabilityQueries, type AvailabilityOwner } from './queries';

/** The slots of the signed-in staff member or of a colleague (support and management). */
export function useAvailability(owner: AvailabilityOwner) {
  return useQuery(availabilityQueries.list(useHttp(), owner));
}
