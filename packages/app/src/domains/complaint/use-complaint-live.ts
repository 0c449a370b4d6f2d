import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvents, useRealtimeReconnect } from '@/lib/realtime/realtime-context';
import { complaintKeys } from './complaint-keys';

const pending = new WeakMap<QueryClient, Map<string, QueryKey>>();

/**
 * Invalidates the keys once at the end of the current task, however many screens ask for the same key in it (the
 * menu's badge and the list both follow the counter): one refetch per change, not one per listener.
 */
export function invalidateSoon(queryClient: QueryClient, keys: readonly QueryKey[]): void {
  let queued = pending.get(queryClient);
  const isFirst = !queued;
  if (!queued) {
    queued = new Map();
    pending.set(queryClient, queued);
  }
  for (const key of keys) queued.set(JSON.stringify(key), key);
  if (!isFirst) return;
  queueMicrotask(() => {
    const batch = pending.get(queryClient);
    pending.delete(queryClient);
    for (const key of batch?.values() ?? []) void queryClient.invalidateQueries({ queryKey: key });
  });
}

/** The queries a change to one complaint can make stale: the lists, the counts and that complaint. */
export const keysChangedBy = (complaintnmbr: number): QueryKey[] => [
  complaintKeys.lists,
  complaintKeys.counter,
  complaintKeys.groupedStates,
  complaintKeys.detail(complaintnmbr),
];

/**
 * Keeps the complaint screens live: a `complaint.updated` event (a colleague filed, changed, reviewed, noted or
 * planned) refetches the lists, counts and that complaint; after a reconnect everything on screen is fetched again.
 */
export function useComplaintLiveUpdates(): void {
  const queryClient = useQueryClient();
  useRealtimeEvents((event) => {
    if (event.type === 'complaint.updated') invalidateSoon(queryClient, keysChangedBy(event.complaintnmbr));
  });
  useRealtimeReconnect(() => invalidateSoon(queryClient, [complaintKeys.all]));
}
