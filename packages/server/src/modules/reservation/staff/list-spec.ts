import { dayBoundsIn, type StaffReservationList } from '@stay/contract';
import type { ListSpec } from './staff-repository';

/** A zone's calendar day: [start, end) as UTC ISO instants, and as epoch milliseconds. */
interface Day {
  start: string;
  end: string;
  startMs: number;
  endMs: number;
}

/** The last day asked for per zone: a day's requests all ask for the same one, and working it out costs more than the list's query. */
const lastDayIn = new Map<string, Day>();

/** The day in the zone that holds `now`. */
function dayIn(now: Date, timeZone: string): Day {
  const last = lastDayIn.get(timeZone);
  if (last && last.startMs <= now.getTime() && now.getTime() < last.endMs) return last;
  const { start, end } = dayBoundsIn(now, timeZone);
  const day = { start: start.toISOString(), end: end.toISOString(), startMs: start.getTime(), endMs: end.getTime() };
  lastDayIn.set(timeZone, day);
  return day;
}

/** Each list's order and bounds at `now`; see `staffReservationListsOf` in the contract for the same rules. */
export function listSpecOf(list: StaffReservationList, now: Date, timeZone: string): ListSpec {
  switch (list) {
    case 'check-in': {
      const today = dayIn(now, timeZone);
      return { sort: 'r.start_date_time', direction: 'asc', bounds: [{ column: 'r.start_date_time', op: '>=', value: today.start }, { column: 'r.start_date_time', op: '<', value: today.end }] };
    }
    case 'check-out': {
      const today = dayIn(now, timeZone);
      return { sort: 'r.end_date_time', direction: 'asc', bounds: [{ column: 'r.end_date_time', op: '>=', value: today.start }, { column: 'r.end_date_time', op: '<', value: today.end }] };
    }
    case 'on-premise': {
      const at = now.toISOString();
      return { sort: 'r.end_date_time', direction: 'asc', bounds: [{ column: 'r.end_date_time', op: '>', value: at }, { column: 'r.start_date_time', op: '<=', value: at }] };
    }
    case 'up-coming':
      return { sort: 'r.start_date_time', direction: 'asc', bounds: [{ column: 'r.start_date_time', op: '>=', value: dayIn(now, timeZone).end }] };
    case 'passed':
      return { sort: 'r.end_date_time', direction: 'desc', bounds: [{ column: 'r.end_date_time', op: '<=', value: now.toISOString() }] };
  }
}
