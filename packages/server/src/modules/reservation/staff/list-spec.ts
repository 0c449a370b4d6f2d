import type { StaffReservationList } from '@stay/contract';
import { zoneDayOf } from '../../../platform/zone-days';
import type { ListSpec } from './staff-repository';

/** Each list's order and bounds at `now`; see `staffReservationListsOf` in the contract for the same rules. */
export function listSpecOf(list: StaffReservationList, now: Date, timeZone: string): ListSpec {
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
      return { sort: 'r.end_date_time', direction: 'asc', bounds: [{ column: 'r.end_date_time', op: '>', value: at }, { column: 'r.start_date_time', op: '<=', value: at }] };
    }
    case 'up-coming':
      return { sort: 'r.start_date_time', direction: 'asc', bounds: [{ column: 'r.start_date_time', op: '>=', value: zoneDayOf(now, timeZone).end }] };
    case 'passed':
      return { sort: 'r.end_date_time', direction: 'desc', bounds: [{ column: 'r.end_date_time', op: '<=', value: now.toISOString() }] };
  }
}
