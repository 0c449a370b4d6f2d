import { APP_USE_THRESHOLD_DAYS, PAST_RESERVATION_DAYS, PROVISIONAL_RESERVATION_MAX_STATUS } from '../constants';
import { calendarDaysBetween, daysBefore, endOfDayIn, startOfDayIn, wallClockTime } from '../time/zoned';

/** The reservation fields the reservation rules read. Instants are UTC ISO strings. */
export interface ReservationTimes {
  status: number;
  startDateTime: string;
  endDateTime: string;
  controlsActivationDateTime?: string | null;
  controlsDeactivationDateTime?: string | null;
  /** Days before arrival the app opens; absent → APP_USE_THRESHOLD_DAYS. */
  daysUntillAppUse?: number | null;
}

export const isProvisional = (reservation: Pick<ReservationTimes, 'status'>): boolean =>
  reservation.status <= PROVISIONAL_RESERVATION_MAX_STATUS;

/** The start of the day on which the app opens: the threshold's days before the arrival day. */
export function appOpensAt(reservation: ReservationTimes, timeZone: string): Date {
  const threshold = reservation.daysUntillAppUse ?? APP_USE_THRESHOLD_DAYS;
  return startOfDayIn(daysBefore(reservation.startDateTime, threshold, timeZone), timeZone);
}

/** Calendar days until the app may be used; <= 0 means usable, above that a countdown shows. */
export const daysUntilAppUse = (reservation: ReservationTimes, now: Date, timeZone: string): number =>
  calendarDaysBetween(now, appOpensAt(reservation, timeZone), timeZone);

export const isInCountdown = (reservation: ReservationTimes, now: Date, timeZone: string): boolean =>
  daysUntilAppUse(reservation, now, timeZone) > 0;

const activationOf = (reservation: ReservationTimes): Date => new Date(reservation.controlsActivationDateTime ?? reservation.startDateTime);
const deactivationOf = (reservation: ReservationTimes): Date => new Date(reservation.controlsDeactivationDateTime ?? reservation.endDateTime);

export type ControlsWindow = 'not-started' | 'open' | 'ended';

/** Guests control the suite only between activation and deactivation. */
export function controlsWindow(reservation: ReservationTimes, now: Date): ControlsWindow {
  if (now.getTime() < activationOf(reservation).getTime()) return 'not-started';
  if (now.getTime() > deactivationOf(reservation).getTime()) return 'ended';
  return 'open';
}

/** The reservation has ended after the deactivation time. */
export const hasEnded = (reservation: ReservationTimes, now: Date): boolean => controlsWindow(reservation, now) === 'ended';

/** Past when the end of the day two days ago (location time) is after the end. */
export const isPast = (reservation: ReservationTimes, now: Date, timeZone: string): boolean =>
  endOfDayIn(daysBefore(now, PAST_RESERVATION_DAYS, timeZone), timeZone).getTime() > new Date(reservation.endDateTime).getTime();

/** The wait screen is forced in countdown, for a provisional reservation, or a past one. */
export const isWaitScreenForced = (reservation: ReservationTimes, now: Date, timeZone: string): boolean =>
  isInCountdown(reservation, now, timeZone) || isProvisional(reservation) || isPast(reservation, now, timeZone);

/** Late checkout: the deactivation time equals the configured `reservation.controlDeactivation` (HH:mm). */
export function isLateCheckout(reservation: ReservationTimes, timeZone: string, configuredTime: unknown): boolean {
  if (typeof configuredTime !== 'string' || !reservation.controlsDeactivationDateTime) return false;
  return wallClockTime(reservation.controlsDeactivationDateTime, timeZone) === configuredTime;
}
