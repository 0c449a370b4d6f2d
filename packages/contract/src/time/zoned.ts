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

/** Whether the runtime knows the IANA zone (e.g. `Europe/Amsterdam`); Windows names and made-up ids are not. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** A zone's wall-clock reading as fields, as iCal feeds give them. */
export interface WallClockFields {
  year: number;
  /** 1–12. */
  month: number;
  /** May run past the month's end (a date-only end is the next day): it rolls over into the next month. */
  day: number;
  hour: number;
  minute: number;
  second?: number;
}

/**
 * The instant the zone's clock shows this wall-clock time. A time the clock skips (spring forward) moves on by the
 * jump: 02:30 on Amsterdam's spring-forward night is 03:30 summer time. A time the clock shows twice (fall back) is
 * the later of the two in zones east of UTC (all of Europe), the earlier in zones west of it.
 */
export function zonedInstant(wall: WallClockFields, timeZone: string): Date {
  return new Date(new TZDate(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second ?? 0, timeZone).getTime());
}

/** A moment as a location's clock on the wall shows it: the day (YYYY-MM-DD) and the time (HH:mm, 24-hour). */
export interface WallClock {
  day: string;
  time: string;
}

/** The calendar day (YYYY-MM-DD) of an instant on the zone's calendar. */
export function calendarDayIn(instant: Date | string, timeZone: string): string {
  const local = inZone(instant, timeZone);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

/** The location's wall clock at an instant. */
export const wallClockOf = (instant: Date | string, timeZone: string): WallClock => ({
  day: calendarDayIn(instant, timeZone),
  time: wallClockTime(instant, timeZone),
});

/** The instant the location's wall clock shows `time` (HH:mm) on `day` (YYYY-MM-DD); DST as `zonedInstant`. */
export function instantAt(day: string, time: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return zonedInstant({ year, month, day: date, hour, minute }, timeZone);
}
