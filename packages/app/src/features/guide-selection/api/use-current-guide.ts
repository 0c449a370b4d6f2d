import { guideSelectionApi } from '@stay/contract';
import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';

export const currentGuideKey = ['guest', 'reservation', 'current', 'guide'] as const;

/** GET /api/guest/reservation/current/guide: the chosen guide, or null. */
export function useCurrentGuide() {
  const http = useHttp();
  return useQuery({ queryKey: currentGuideKey, queryFn: ({ signal }) => http.call(guideSelectionApi.currentGuide, { signal }) });
}
