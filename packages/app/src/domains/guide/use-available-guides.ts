import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';
import { guideQueries } from './queries';

export function useAvailableGuides(options: { enabled: boolean }) {
  return useQuery({ ...guideQueries.available(useHttp()), enabled: options.enabled });
}
