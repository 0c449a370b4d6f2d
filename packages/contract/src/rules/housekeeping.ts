import { calendarDayIn } from '../time/zoned';

/**
 * A suite on the housekeeping list of a day: it is free from the departing stay's check-out (or its departure) and
 * must be ready by the arriving stay's arrival. A suite nobody arrives in has no deadline.
 */
export interface HousekeepingTimes {
  /** The departing stay's self check-out, or null when the guest did not check out (yet). */
  checkedOutAt: string | null;
  /** The departing stay's departure, or null when nobody leaves the suite that day. */
  departure: string | null;
  /** The arriving stay's start, or null when nobody arrives that day. */
  arrival: string | null;
}

export type HousekeepingState = 'occupied' | 'to-clean' | 'ready';

/** When the suite is free: at the check-out, else at the departure; null when nobody leaves (free all day). */
export function suiteFreeAt(times: HousekeepingTimes): string | null {
  return times.checkedOutAt ?? times.departure;
}

export function housekeepingStateOf(times: HousekeepingTimes, now: Date, readyAt: string | null): HousekeepingState {
  if (readyAt !== null) return 'ready';
  const freeAt = suiteFreeAt(times);
  return freeAt !== null && now.getTime() < new Date(freeAt).getTime() ? 'occupied' : 'to-clean';
}

/**
 * The arriving guest waits on the suite: on the arrival day (the location's calendar), the arrival time has come and
 * the suite is not ready. A stay that arrived on an earlier day is in house, not waiting.
 */
export function isSuiteLate(arrival: string, now: Date, readyAt: string | null, timeZone: string): boolean {
  if (readyAt !== null || calendarDayIn(now, timeZone) !== calendarDayIn(arrival, timeZone)) return false;
  return now.getTime() >= new Date(arrival).getTime();
}
