import { calendarDayIn, instantAt } from '../time/zoned';

/** The location's wall-clock time (HH:mm) on the departure day from which the guest may check out themselves. */
export const SELF_CHECK_OUT_OPENS_AT = '06:00';
/** Minutes the controls (and the door) stay on after a self check-out unless the location sets its own grace. */
export const DEFAULT_CHECK_OUT_GRACE_MINUTES = 30;
export const MAX_CHECK_OUT_GRACE_MINUTES = 240;
/** The thermostat setpoint (°C) of an empty suite unless the location sets its own. */
export const DEFAULT_ECO_SETPOINT = 16;
export const MIN_ECO_SETPOINT = 5;
export const MAX_ECO_SETPOINT = 20;

/**
 * Where a stay is in its self check-out: `not-yet` before the morning of the departure day, `open` from then until the
 * departure, `closed` after the departure (the deactivation handles it), `checked-out` once the guest has checked out.
 */
export type SelfCheckOutState = 'not-yet' | 'open' | 'closed' | 'checked-out';

export interface SelfCheckOutWindow {
  /** SELF_CHECK_OUT_OPENS_AT on the departure's calendar day, in the location's zone. */
  opensAt: Date;
  /** The departure (with a late checkout the controls' deactivation). */
  closesAt: Date;
}

/** The self check-out window of a departure instant: from the morning of its calendar day (location zone) until it. */
export function selfCheckOutWindowOf(departure: string | Date, timeZone: string): SelfCheckOutWindow {
  const opensAt = instantAt(calendarDayIn(departure, timeZone), SELF_CHECK_OUT_OPENS_AT, timeZone);
  const closesAt = new Date(departure);
  // A departure before the opening time (a night departure) opens at the start of its own day's window: never after it.
  return { opensAt: opensAt.getTime() > closesAt.getTime() ? instantAt(calendarDayIn(departure, timeZone), '00:00', timeZone) : opensAt, closesAt };
}

export function selfCheckOutStateOf(departure: string | Date, timeZone: string, now: Date, checkedOutAt: string | null): SelfCheckOutState {
  if (checkedOutAt !== null) return 'checked-out';
  const { opensAt, closesAt } = selfCheckOutWindowOf(departure, timeZone);
  if (now.getTime() < opensAt.getTime()) return 'not-yet';
  if (now.getTime() > closesAt.getTime()) return 'closed';
  return 'open';
}

/**
 * When the controls of a checked-out stay end: the grace after the check-out, never later than they would have ended
 * without it.
 */
export function controlsEndAfterCheckOut(checkedOutAt: Date, graceMinutes: number, deactivation: string | Date): Date {
  const graceEnd = checkedOutAt.getTime() + graceMinutes * 60_000;
  return new Date(Math.min(graceEnd, new Date(deactivation).getTime()));
}
