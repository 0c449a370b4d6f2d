import { STAFF_DELIVERY_PAGE_SIZE, instantAt, staffOrderDeliveryApi, type StaffDeliveryPage } from '@stay/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http/http-client';

/** Every staff delivery query lives under ['staff-delivery', ...], so one refresh or live event reaches them all. */
export const staffDeliveryKeys = {
  all: ['staff-delivery'] as const,
  day: (day: string, timeZone: string) => ['staff-delivery', 'day', day, timeZone] as const,
  payments: (ordernmbr: number) => ['staff-delivery', 'payments', ordernmbr] as const,
};

/** Orders are placed all day long: a minute-old answer is fetched again on use. */
const LIST_STALE_MS = 60_000;

/**
 * The park day's noon as epoch milliseconds: the server takes the day the timestamp falls on in the location's zone,
 * and noon is on the same day whatever the offset.
 */
export function timestampOfDay(day: string, timeZone: string): number {
  return instantAt(day, '12:00', timeZone).getTime();
}

/** The staff deliveries screen's queries; the screen shows its own loading, empty and error states (`silentErrors`). */
export const staffDeliveryQueries = {
  /** GET /api/employee/orderdelivery/onDay/{timestamp}: one park day's deliveries, page by page. */
  onDay: (http: HttpClient, day: string, timeZone: string) =>
    infiniteQueryOptions({
      queryKey: staffDeliveryKeys.day(day, timeZone),
      initialPageParam: undefined as string | undefined,
      queryFn: ({ pageParam, signal }): Promise<StaffDeliveryPage> =>
        http.call(staffOrderDeliveryApi.onDay, {
          params: { timestamp: timestampOfDay(day, timeZone) },
          query: { limit: STAFF_DELIVERY_PAGE_SIZE, cursor: pageParam },
          signal,
          silentErrors: true,
        }),
      getNextPageParam: (last: StaffDeliveryPage) => last.nextCursor ?? undefined,
      staleTime: LIST_STALE_MS,
    }),
};
