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

/** A zone's formatter and the times it gave lately, by epoch milliseconds. */
interface ZoneClock {
  format: Intl.DateTimeFormat;
  times: Map<number, string>;
}

const zoneClocks = new Map<string, ZoneClock>();
/** Instants remembered per zone before they are forgotten all at once. */
const WALL_CLOCK_TIMES_KEPT = 4096;

/**
 * `HH:mm` wall-clock time of an instant in the zone. Hot (every chat list item, every line of a staff list): one
 * cached formatter per zone, and the times of the instants it read lately, since lists show the same few instants
 * again and formatting one costs about a microsecond.
 */
export function wallClockTime(instant: Date | string, timeZone: string): string {
  let clock = zoneClocks.get(timeZone);
  if (!clock) {
    clock = { format: new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }), times: new Map() };
    zoneClocks.set(timeZone, clock);
  }
  const date = new Date(instant);
  const ms = date.getTime();
  let time = clock.times.get(ms);
  if (time === undefined) {
    time = clock.format.format(date);
    if (clock.times.size >= WALL_CLOCK_TIMES_KEPT) clock.times.clear();
    clock.times.set(ms, time);
  }
  return time;
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
