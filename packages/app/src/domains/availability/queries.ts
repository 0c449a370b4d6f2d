import { availabilityApi, DEFAULT_TIME_ZONE, staffReservationApi } from '@stay/contract';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http/http-client';

/** The staff member whose slots a query holds: the signed-in one (`me`) or a colleague by employee id. */
export type AvailabilityOwner = { kind: 'me' } | { kind: 'colleague'; employee: string };

export const MY_AVAILABILITY: AvailabilityOwner = { kind: 'me' };

const ownerKey = (owner: AvailabilityOwner) => (owner.kind === 'me' ? 'me' : owner.employee);

/** Every availability query lives under ['availability', ...], so a change or a pull-to-refresh reaches them all. */
export const availabilityKeys = {
  all: ['availability'] as const,
  lists: ['availability', 'list'] as const,
  list: (owner: AvailabilityOwner) => ['availability', 'list', ownerKey(owner)] as const,
  timeZone: ['availability', 'time-zone'] as const,
  colleagues: ['availability', 'colleagues'] as const,
};

/** Where a colleague's name comes from: the location's guides, as the leaderboard lists every one of them. */
export interface Colleague {
  _id: string;
  firstname: string;
  surname: string;
}

/** The location's clock changes seldom: asked once per session. */
const TIME_ZONE_STALE_MS = 60 * 60_000;
const COLLEAGUES_STALE_MS = 10 * 60_000;

export const availabilityQueries = {
  /** GET /api/employee/availabilty (with `employee` for a colleague): weekly slots first, then exceptions by start. */
  list: (http: HttpClient, owner: AvailabilityOwner) =>
    queryOptions({
      queryKey: availabilityKeys.list(owner),
      queryFn: ({ signal }) =>
        http.call(availabilityApi.list, { query: owner.kind === 'me' ? {} : { employee: owner.employee }, signal, silentErrors: true }),
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
  /**
   * Colleagues whose availability support and management may look at: the guides of the location, by name (the
   * leaderboard lists every guide of the location, ranked or not).
   */
  colleagues: (http: HttpClient) =>
    queryOptions({
      queryKey: availabilityKeys.colleagues,
      queryFn: async ({ signal }): Promise<Colleague[]> => {
        const board = await http.call(staffReservationApi.leaderboard, { signal, silentErrors: true });
        return board.rows
          .map((row) => ({ _id: row.employee._id, firstname: row.employee.firstname, surname: row.employee.surname }))
          .sort((a, b) => `${a.firstname} ${a.surname}`.localeCompare(`${b.firstname} ${b.surname}`));
      },
      staleTime: COLLEAGUES_STALE_MS,
    }),
};
