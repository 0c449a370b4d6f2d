import type { StaffReservationList } from '@stay/contract';
import { zoneDayOf } from '../../../platform/zone-days';
import type { Bound, ListSpec } from './staff-repository';

/** Margin added to the longest stay where it bounds the in-house list: the length is measured in floating point. */
const LONGEST_STAY_MARGIN_MS = 1000;

/**
 * Each list's order and bounds at `now`; see `staffReservationListsOf` in the contract for the same rules. The in-house
 * list is also bounded by `longestStayMs` (the location's longest stay; null: it has none), which changes nothing in
 * it (a stay under way ends by `now` plus its length) but stops its scan there instead of at the last future booking.
 */
export function listSpecOf(list: StaffReservationList, now: Date, timeZone: string, longestStayMs: number | null = null): ListSpec {
  switch (list) {
    case 'check-in': {
      const today = zoneDayOf(now, timeZone);
      return { sort: 'r.start_date_time', direction: 'asc', bounds: [{ column: 'r.start_date_time', op: '>=', value: today.start }, { column: 'r.start_date_time', op: '<', value: today.end }] };
    }
    case 'check-out': {
      const today = zoneDayOf(now, timeZone);
      return { sort: 'r.end_date_time', direction: 'asc', bounds: [{ column: 'r.end_date_time', op: '>=', value: today.start }, { column: 'r.end_date_time', op: '<', value: today.end }] };
    }
    case 'on-premise': {
      const at = now.toISOString();
      const bounds: Bound[] = [
        { column: 'r.end_date_time', op: '>', value: at },
        { column: 'r.start_date_time', op: '<=', value: at },
      ];
      if (longestStayMs !== null) bounds.push({ column: 'r.end_date_time', op: '<=', value: new Date(now.getTime() + longestStayMs + LONGEST_STAY_MARGIN_MS).toISOString() });
      return { sort: 'r.end_date_time', direction: 'asc', bounds };
    }
    case 'up-coming':
      return { sort: 'r.start_date_time', direction: 'asc', bounds: [{ column: 'r.start_date_time', op: '>=', value: zoneDayOf(now, timeZone).end }] };
    case 'passed':
      return { sort: 'r.end_date_time', direction: 'desc', bounds: [{ column: 'r.end_date_time', op: '<=', value: now.toISOString() }] };
  }
}
