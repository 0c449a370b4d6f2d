import { TZDate } from '@date-fns/tz';
import { differenceInCalendarDays, endOfDay, startOfDay, subDays } from 'date-fns';

/** Calendar arithmetic in a location's IANA time zone (noon, end of day and HH:mm settings are local times). */
export const inZone = (instant: Date | string, timeZone: string): TZDate => new TZDate(new Date(instant).getTime(), timeZone);

export const startOfDayIn = (instant: Date | string, timeZone: string): Date => new Date(startOfDay(inZone(instant, timeZone)).getTime());

export const endOfDayIn = (instant: Date | string, timeZone: string): Date => new Date(endOfDay(inZone(instant, timeZone)).getTime());

/** Whole calendar days from `from` to `to` as the location's wall calendar counts them. */
export const calendarDaysBetween = (from: Date | string, to: Date | string, timeZone: string): number =>
  differenceInCalendarDays(inZone(to, timeZone), inZone(from, timeZone));

export const daysBefore = (instant: Date | string, days: number, timeZone: string): Date =>
  new Date(subDays(inZone(instant, timeZone), days).getTime());

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/** `HH:mm` wall-clock time of an instant in the zone. Hot (every chat list item): one cached formatter per zone. */
export function wallClockTime(instant: Date | string, timeZone: string): string {
  let formatter = wallClockFormats.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    wallClockFormats.set(timeZone, formatter);
  }
  return formatter.format(new Date(instant));
}
