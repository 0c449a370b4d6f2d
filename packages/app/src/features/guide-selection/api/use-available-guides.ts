import { CACHED_GUIDES_AND_MENTIONS_MAX_AGE_MS, guideSelectionApi } from '@stay/contract';
import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';

/** GET /api/guest/available-guides: every guide of the location, unscored. Cached for two hours (§9). */
export function useAvailableGuides(options: { enabled: boolean }) {
  const http = useHttp();
  return useQuery({
    queryKey: ['guest', 'available-guides'],
    queryFn: ({ signal }) => http.call(guideSelectionApi.availableGuides, { signal }),
    enabled: options.enabled,
    staleTime: CACHED_GUIDES_AND_MENTIONS_MAX_AGE_MS,
  });
}
