import { addCalendarDays, calendarDayIn } from '@stay/contract';

/**
 * The days a delivery can be ordered for: the stay's days in the park's zone (arrival day through departure day),
 * today or later. ISO calendar days, yyyy-MM-dd.
 */
export function orderableDays(stay: { startDateTime: string; endDateTime: string }, now: Date, timeZone: string): string[] {
  const first = calendarDayIn(stay.startDateTime, timeZone);
  const last = calendarDayIn(stay.endDateTime, timeZone);
  const today = calendarDayIn(now, timeZone);
  const days: string[] = [];
  for (let day = first > today ? first : today; day <= last; day = addCalendarDays(day, 1)) days.push(day);
  return days;
}
