import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';
import { availabilityQueries } from './queries';

/** The colleagues support and management may plan for; asked only when `enabled` (for them). */
export function useColleagues(options: { enabled: boolean }) {
  return useQuery({ ...availabilityQueries.colleagues(useHttp()), enabled: options.enabled });
}
