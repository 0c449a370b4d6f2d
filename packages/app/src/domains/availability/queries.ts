import { staffAvailabilityApi, DEFAULT_TIME_ZONE, staffReservationApi } from '@stay/contract';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http/http-client';

/** The staff member whose slots a query holds: the signed-in one (`me`) or a colleague by staff member id. */
export type AvailabilityOwner = { kind: 'me' } | { kind: 'colleague'; employee: string };

export const MY_AVAILABILITY: AvailabilityOwner = { kind: 'me' };

const ownerKey = (owner: AvailabilityOwner) => (owner.kind === 'me' ? 'me' : owner.employee);

/** Every availability query lives under ['availability', ...], so a change or a pull-to-refresh reaches them all. */
export const availabilityKeys = {
  all: ['availability'] as const,
  lists: ['availability', 'list'] as const,
  list: (owner: AvailabilityOwner) => ['availability', 'list', ownerKey(owner)] as const,
  timeZone: ['availability', 'time-zone'] as const,
};

/** The location's clock changes seldom: asked once per session. */
const TIME_ZONE_STALE_MS = 60 * 60_000;

export const availabilityQueries = {
  /** GET /api/employee/availabilty (with `employee` for a colleague): weekly slots first, then exceptions by start. */
  list: (http: HttpClient, owner: AvailabilityOwner) =>
    queryOptions({
      queryKey: availabilityKeys.list(owner),
      queryFn: ({ signal }) =>
        http.call(staffAvailabilityApi.list, { query: owner.kind === 'me' ? {} : { employee: owner.employee }, signal, silentErrors: true }),
    }),
  /**
   * The staff member's location's time zone (GET /api/employee/reservation/status names it). Slots are kept on the
   * location's wall clock, so the week is drawn in that zone; the default park zone when it cannot be asked.
   */
  timeZone: (http: HttpClient) =>
    queryOptions({
      queryKey: availabilityKeys.timeZone,
      queryFn: async ({ signal }) => {
        try {
          return (await http.call(staffReservationApi.status, { signal, silentErrors: true })).timeZone;
        } catch {
          return DEFAULT_TIME_ZONE;
        }
      },
      staleTime: TIME_ZONE_STALE_MS,
    }),
};
