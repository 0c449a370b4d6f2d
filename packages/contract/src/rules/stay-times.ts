import { DEFAULT_CHECK_IN_TIME, DEFAULT_CHECK_OUT_TIME } from '../constants';
import { getPermission } from './permissions';
import type { ReservationTimes } from './reservation';

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const clockTimeOr = (value: unknown, fallback: string | null): string | null =>
  typeof value === 'string' && CLOCK_TIME.test(value.trim()) ? value.trim() : fallback;

/**
 * A location's times of a stay, in one place: check-in, checkout and the late checkout (HH:mm, the location's wall
 * clock). They come from the location's settings: `reservation.checkInTime`, `reservation.checkOutTime` and
 * `reservation.controlDeactivation`, the time the suite controls of a late checkout stay on until (a reservation
 * whose deactivation is that time has a late checkout). A late checkout that is not after the checkout is none.
 */
export interface LocationStayTimes {
  checkInTime: string;
  checkOutTime: string;
  /** Null: the location offers no late checkout. */
  lateCheckoutTime: string | null;
}

export function locationStayTimesOf(permissions: unknown): LocationStayTimes {
  const checkInTime = clockTimeOr(getPermission(permissions, 'reservation.checkInTime'), DEFAULT_CHECK_IN_TIME) ?? DEFAULT_CHECK_IN_TIME;
  const checkOutTime = clockTimeOr(getPermission(permissions, 'reservation.checkOutTime'), DEFAULT_CHECK_OUT_TIME) ?? DEFAULT_CHECK_OUT_TIME;
  const late = clockTimeOr(getPermission(permissions, 'reservation.controlDeactivation'), null);
  return { checkInTime, checkOutTime, lateCheckoutTime: late !== null && late > checkOutTime ? late : null };
}

/**
 * When the guest leaves: with a late checkout the controls' deactivation (the later time), otherwise the end of the
 * reservation. Guest and staff screens show this one instant as the departure.
 */
export function departureOf(reservation: ReservationTimes, hasLateCheckout: boolean): string {
  return hasLateCheckout && reservation.controlsDeactivationDateTime ? reservation.controlsDeactivationDateTime : reservation.endDateTime;
}

