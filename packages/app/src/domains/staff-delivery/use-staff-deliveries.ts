import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useHttp } from '@/lib/http/use-http';
import { useRealtimeEvents, useRealtimeReconnect } from '@/lib/realtime/realtime-context';
import { staffDeliveryKeys, staffDeliveryQueries } from './queries';

/** One park day's deliveries, paged by scrolling; `deliveries` holds every loaded page in order, each once. */
export function useDeliveriesOnDay(day: string, timeZone: string) {
  const query = useInfiniteQuery(staffDeliveryQueries.onDay(useHttp(), day, timeZone));
  const deliveries = useMemo(() => {
    const seen = new Set<number>();
    return (query.data?.pages ?? []).flatMap((page) => page.items).filter((item) => !seen.has(item.nmbr) && seen.add(item.nmbr));
  }, [query.data]);
  return { ...query, deliveries };
}

/** Fetches every delivery list again (pull-to-refresh); resolves when they are in. */
export function useRefreshStaffDeliveries() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: staffDeliveryKeys.all }), [queryClient]);
}

/**
 * Keeps the delivery lists live: an `order.updated` event (an order was paid or placed) fetches them again, and so
 * does a reconnect, since events may have been missed meanwhile.
 */
export function useStaffDeliveryLiveUpdates(): void {
  const refresh = useRefreshStaffDeliveries();
  useRealtimeEvents((event) => {
    if (event.type === 'order.updated') void refresh();
  });
  useRealtimeReconnect(() => void refresh());
}
