import { TZDate } from '@date-fns/tz';
import { differenceInCalendarDays, endOfDay, format, startOfDay, subDays } from 'date-fns';

/** Calendar arithmetic in a location's IANA time zone (ARCHITECTURE.md convention 5). */
export const inZone = (instant: Date | string, timeZone: string): TZDate => new TZDate(new Date(instant).getTime(), timeZone);

export const startOfDayIn = (instant: Date | string, timeZone: string): Date => new Date(startOfDay(inZone(instant, timeZone)).getTime());

export const endOfDayIn = (instant: Date | string, timeZone: string): Date => new Date(endOfDay(inZone(instant, timeZone)).getTime());

/** Whole calendar days from `from` to `to` as the location's wall calendar counts them. */
export const calendarDaysBetween = (from: Date | string, to: Date | string, timeZone: string): number =>
  differenceInCalendarDays(inZone(to, timeZone), inZone(from, timeZone));

export const daysBefore = (instant: Date | string, days: number, timeZone: string): Date =>
  new Date(subDays(inZone(instant, timeZone), days).getTime());

/** `HH:mm` wall-clock time of an instant in the zone. */
export const wallClockTime = (instant: Date | string, timeZone: string): string => format(inZone(instant, timeZone), 'HH:mm');
