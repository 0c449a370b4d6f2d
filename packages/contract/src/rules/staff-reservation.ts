import { TZDate } from '@date-fns/tz';
import { addDays, endOfMonth, startOfMonth } from 'date-fns';
import type { DeviceStatus, DeviceType } from '../entities/suite';
import { calendarDayIn, inZone, startOfDayIn } from '../time/zoned';

/**
 * Staff reservation lists (/api/employee/reservation). "Today" is the location's calendar day: from its midnight up to
 * (not including) the next midnight, in the location's IANA zone (23 or 25 hours long on a DST change).
 */

/** The staff reservation lists, as the wire paths name them. */
export const STAFF_RESERVATION_LISTS = ['check-in', 'check-out', 'on-premise', 'up-coming', 'passed'] as const;
export type StaffReservationList = (typeof STAFF_RESERVATION_LISTS)[number];

export interface DayBounds {
  /** The day's midnight (inclusive), UTC. */
  start: Date;
  /** The next day's midnight (exclusive), UTC. */
  end: Date;
}

/** The location's calendar day that holds `instant`: [midnight, next midnight). */
export function dayBoundsIn(instant: Date | string, timeZone: string): DayBounds {
  const start = startOfDayIn(instant, timeZone);
  const end = new Date(addDays(inZone(start, timeZone), 1).getTime());
  return { start, end };
}

/** The location's midnight that starts the calendar date `YYYY-MM-DD`. */
export function startOfDateIn(date: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, day, timeZone).getTime());
}

/** The stay's instants (UTC ISO) as the list rules read them. */
export interface StayTimes {
  startDateTime: string;
  endDateTime: string;
}

/**
 * Which lists a stay belongs to at `now`:
 * - `check-in`: it starts today; `check-out`: it ends today;
 * - `on-premise`: it has started and not yet ended (start <= now < end);
 * - `up-coming`: it starts after today; `passed`: it has ended (end <= now).
 * A stay can be in several (arriving today and already in house; leaving today and already gone).
 */
export function staffReservationListsOf(stay: StayTimes, now: Date, timeZone: string): StaffReservationList[] {
  const today = dayBoundsIn(now, timeZone);
  const start = new Date(stay.startDateTime).getTime();
  const end = new Date(stay.endDateTime).getTime();
  const lists: StaffReservationList[] = [];
  if (start >= today.start.getTime() && start < today.end.getTime()) lists.push('check-in');
  if (end >= today.start.getTime() && end < today.end.getTime()) lists.push('check-out');
  if (start <= now.getTime() && end > now.getTime()) lists.push('on-premise');
  if (start >= today.end.getTime()) lists.push('up-coming');
  if (end <= now.getTime()) lists.push('passed');
  return lists;
}

/** How many days the dashboard's occupancy covers, today included. */
export const OCCUPANCY_DAYS = 28;

/**
 * A suite counts as occupied on a date when a stay holds it over that night: the stay starts before the next
 * midnight and ends after it (a stay from Monday 15:00 to Wednesday 11:00 occupies Monday and Tuesday).
 */
export function occupiesNightOf(stay: StayTimes, date: string, timeZone: string): boolean {
  const nextMidnight = dayBoundsIn(startOfDateIn(date, timeZone), timeZone).end.getTime();
  return new Date(stay.startDateTime).getTime() < nextMidnight && new Date(stay.endDateTime).getTime() > nextMidnight;
}

/** A stay of a suite, as the occupancy count reads it. */
export interface OccupancyStay extends StayTimes {
  suiteId: string;
}

/**
 * How many distinct suites are occupied on each of `dates` (see `occupiesNightOf`), in the order of `dates`. Each
 * date's midnight is computed once, so this stays cheap for thousands of stays.
 */
export function occupiedSuitesPerNight(stays: readonly OccupancyStay[], dates: readonly string[], timeZone: string): number[] {
  const midnights = dates.map((date) => dayBoundsIn(startOfDateIn(date, timeZone), timeZone).end.getTime());
  const occupied = dates.map(() => new Set<string>());
  for (const stay of stays) {
    const start = new Date(stay.startDateTime).getTime();
    const end = new Date(stay.endDateTime).getTime();
    midnights.forEach((midnight, index) => {
      if (start < midnight && end > midnight) occupied[index]?.add(stay.suiteId);
    });
  }
  return occupied.map((suites) => suites.size);
}

/** The `days` calendar dates from the one holding `now`, in the location's zone. */
export function upcomingDates(now: Date, timeZone: string, days: number = OCCUPANCY_DAYS): string[] {
  const first = inZone(startOfDayIn(now, timeZone), timeZone);
  return Array.from({ length: days }, (_, index) => calendarDayIn(addDays(first, index), timeZone));
}

export interface DatePeriod {
  /** First date, `YYYY-MM-DD`, inclusive. */
  from: string;
  /** Last date, `YYYY-MM-DD`, inclusive. */
  to: string;
}

/** The leaderboard's default period: the calendar month holding `now` in the location's zone. */
export function currentMonthIn(now: Date, timeZone: string): DatePeriod {
  const zoned = inZone(now, timeZone);
  return { from: calendarDayIn(startOfMonth(zoned), timeZone), to: calendarDayIn(endOfMonth(zoned), timeZone) };
}

/** The instants a period covers: [midnight of `from`, midnight after `to`). */
export function periodBoundsIn(period: DatePeriod, timeZone: string): DayBounds {
  return { start: startOfDateIn(period.from, timeZone), end: dayBoundsIn(startOfDateIn(period.to, timeZone), timeZone).end };
}

/** A leaderboard line before ranking. */
export interface LeaderboardScore {
  matched: number;
  served: number;
}

/**
 * Competition ranking ("1, 1, 3"): by matched, then served, both descending; equal scores share a rank.
 * Returns the rank of each input row, in input order.
 */
export function leaderboardRanks(rows: readonly LeaderboardScore[]): number[] {
  const better = (a: LeaderboardScore, b: LeaderboardScore) => a.matched > b.matched || (a.matched === b.matched && a.served > b.served);
  return rows.map((row) => 1 + rows.filter((other) => better(other, row)).length);
}

/** A device as the alert rule reads it: its type and its state as presented (null: not shown). */
export interface AlertDevice {
  type: DeviceType;
  state: { status: DeviceStatus } | null;
}

/** The types of device whose state can raise a suite's alert: a list that shows only the alert reads only these. */
export const ALERT_DEVICE_TYPES = ['LOCK'] as const satisfies readonly DeviceType[];

/**
 * The statuses that raise a suite's alert. A device's presented status is one of them only when its stored one is (a
 * report that is too old turns `ok` and `jammed` into `unknown`), so a list that shows only the alert reads only these.
 */
export const ALERT_DEVICE_STATUSES = ['jammed', 'unavailable'] as const satisfies readonly DeviceStatus[];

/** A suite needs attention when one of its locks is jammed or offline (unavailable). */
export const hasDeviceAlert = (devices: readonly AlertDevice[]): boolean =>
  devices.some(
    (device) =>
      (ALERT_DEVICE_TYPES as readonly DeviceType[]).includes(device.type) &&
      (ALERT_DEVICE_STATUSES as readonly (DeviceStatus | undefined)[]).includes(device.state?.status),
  );
