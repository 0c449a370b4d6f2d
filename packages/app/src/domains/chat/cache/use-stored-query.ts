import { CACHED_GUIDES_AND_MENTIONS_MAX_AGE_MS } from '@stay/contract';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import { readCached, writeCached } from './chat-storage';

interface StoredQueryOptions<T> {
  queryKey: QueryKey;
  /** localStorage key (per location, see chatStorageKey). */
  storageKey: string;
  fetch(signal: AbortSignal): Promise<T>;
  parse(raw: unknown): T | undefined;
  enabled?: boolean;
  maxAgeMs?: number;
}

/**
 * Cached available guides and mention lists refresh every 2 hours. The answer is kept in localStorage with its
 * time, reused across reloads while younger than 2 hours, and fetched again every 2 hours while in use.
 */
export function useStoredQuery<T>({ queryKey, storageKey, fetch, parse, enabled = true, maxAgeMs = CACHED_GUIDES_AND_MENTIONS_MAX_AGE_MS }: StoredQueryOptions<T>) {
  const cached = useMemo(() => readCached(window.localStorage, storageKey, parse), [storageKey, parse]);
  return useQuery({
    queryKey,
    enabled,
    queryFn: async ({ signal }) => {
      const value = await fetch(signal);
      writeCached(window.localStorage, storageKey, value);
      return value;
    },
    initialData: cached?.value,
    initialDataUpdatedAt: cached?.savedAt,
    staleTime: maxAgeMs,
    refetchInterval: maxAgeMs,
    refetchOnWindowFocus: false,
  });
}
