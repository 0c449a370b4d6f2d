import { staffGuidesApi, guideProfileSchema, type GuideProfile } from '@stay/contract';
import { chatKeys } from '../cache/chat-keys';
import { chatStorageKey } from '../cache/chat-storage';
import { useStoredQuery } from '../cache/use-stored-query';
import { useHttp } from '@/lib/http/use-http';

function parseGuides(raw: unknown): GuideProfile[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  const parsed = raw.map((item) => guideProfileSchema.safeParse(item));
  return parsed.every((item) => item.success) ? parsed.map((item) => item.data as GuideProfile) : undefined;
}

/** GET /api/employee/available-guides, kept per location and refreshed every 2 hours. */
export function useAvailableGuides(scope: string, isEnabled: boolean) {
  const http = useHttp();
  return useStoredQuery({
    queryKey: chatKeys.availableGuides(scope),
    storageKey: chatStorageKey(scope, 'available-guides'),
    enabled: isEnabled,
    parse: parseGuides,
    fetch: (signal) => http.call(staffGuidesApi.availableGuides, { signal, silentErrors: true }),
  });
}
