import { calendarDayIn, noonOfDay } from '@stay/contract';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The days a delivery can be ordered for: the stay's days in the park's zone (arrival day through departure day),
 * today or later. ISO calendar days, yyyy-MM-dd.
 */
export function orderableDays(stay: { startDateTime: string; endDateTime: string }, now: Date, timeZone: string): string[] {
  const first = calendarDayIn(stay.startDateTime, timeZone);
  const last = calendarDayIn(stay.endDateTime, timeZone);
  const today = calendarDayIn(now, timeZone);
  const days: string[] = [];
  for (let day = first > today ? first : today; day <= last; day = nextDay(day, timeZone)) days.push(day);
  return days;
}

/** The calendar day after `day` in the zone (noon plus a day never crosses two days, whatever the clock change). */
export function nextDay(day: string, timeZone: string): string {
  return calendarDayIn(new Date(noonOfDay(day, timeZone).getTime() + DAY_MS), timeZone);
}
