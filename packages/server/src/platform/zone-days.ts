import { dayBoundsIn } from '@stay/contract';

/** A zone's calendar day: [start, end) as UTC ISO instants, and as epoch milliseconds. */
export interface ZoneDay {
  start: string;
  end: string;
  startMs: number;
  endMs: number;
}

/** The last day asked for per zone: a day's requests all ask for the same one, and working it out costs more than a list's query. */
const lastDayIn = new Map<string, ZoneDay>();

/** The calendar day in the zone that holds `instant`. */
export function zoneDayOf(instant: Date, timeZone: string): ZoneDay {
  const last = lastDayIn.get(timeZone);
  if (last && last.startMs <= instant.getTime() && instant.getTime() < last.endMs) return last;
  const { start, end } = dayBoundsIn(instant, timeZone);
  const day = { start: start.toISOString(), end: end.toISOString(), startMs: start.getTime(), endMs: end.getTime() };
  lastDayIn.set(timeZone, day);
  return day;
}
