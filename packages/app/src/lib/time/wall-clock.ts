import { addCalendarDays, calendarDayIn, instantAt } from '@stay/contract';
import { formatShortDay } from './format';

/** `count` consecutive park days starting with the day of `from`. */
export function daysFrom(from: Date, count: number, timeZone: string): string[] {
  const start = calendarDayIn(from, timeZone);
  return Array.from({ length: count }, (_, index) => addCalendarDays(start, index));
}

/** Times of day every `stepMinutes`, "00:00" to "23:45" for 15. */
export function timesOfDay(stepMinutes: number): string[] {
  const pad = (value: number) => String(value).padStart(2, '0');
  return Array.from({ length: (24 * 60) / stepMinutes }, (_, index) => {
    const minutes = index * stepMinutes;
    return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
  });
}

/** A park day as a picker shows it, "Sun 22 Nov" / "zo 22 nov". */
export function dayLabel(day: string, timeZone: string, language: string): string {
  return formatShortDay(instantAt(day, '12:00', timeZone), timeZone, language);
}
