import { STAFF_DELIVERY_MAX_PAGE_SIZE, staffOrderDeliveryApi, type StaffDelivery } from '@stay/contract';
import { useCallback } from 'react';
import { allPages } from '@/lib/export/all-pages';
import { useHttp } from '@/lib/http/use-http';
import { timestampOfDay } from './queries';

/** Fetches a park day's deliveries, every page, for an export; the server checks role and location. */
export function useFetchWholeDeliveryDay() {
  const http = useHttp();
  return useCallback(
    (day: string, timeZone: string): Promise<StaffDelivery[]> =>
      allPages(
        (cursor) =>
          http.call(staffOrderDeliveryApi.onDay, { params: { timestamp: timestampOfDay(day, timeZone) }, query: { limit: STAFF_DELIVERY_MAX_PAGE_SIZE, cursor } }),
        (item) => item.nmbr,
      ),
    [http],
  );
}
