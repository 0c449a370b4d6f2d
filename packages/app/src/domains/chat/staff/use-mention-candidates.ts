import { staffChatApi, mentionCandidateSchema, type MentionCandidate } from '@stay/contract';
import { chatKeys } from '../cache/chat-keys';
import { chatStorageKey } from '../cache/chat-storage';
import { useStoredQuery } from '../cache/use-stored-query';
import { useHttp } from '@/lib/http/use-http';

function parseCandidates(raw: unknown): MentionCandidate[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  const parsed = raw.map((item) => mentionCandidateSchema.safeParse(item));
  return parsed.every((item) => item.success) ? parsed.map((item) => item.data as MentionCandidate) : undefined;
}

/** GET /api/employee/chat/{nmbr}/mention, kept per location and refreshed every 2 hours. */
export function useMentionCandidates(scope: string, nmbr: number | undefined) {
  const http = useHttp();
  return useStoredQuery({
    queryKey: chatKeys.mentions(scope, nmbr ?? 0),
    storageKey: chatStorageKey(scope, `mention.${nmbr ?? 0}`),
    enabled: nmbr !== undefined,
    parse: parseCandidates,
    fetch: (signal) => http.call(staffChatApi.mention, { params: { nmbr: nmbr ?? 0 }, signal, silentErrors: true }),
  });
}
