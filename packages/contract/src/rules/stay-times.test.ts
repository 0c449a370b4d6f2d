import { describe, expect, it } from 'vitest';
import { DEFAULT_CHECK_IN_TIME, DEFAULT_CHECK_OUT_TIME } from '../constants';
import { isLateCheckout } from './reservation';
import { departureOf, locationStayTimesOf } from './stay-times';

const TZ = 'Europe/Amsterdam';

describe("a location's stay times", () => {
  it('reads check-in, checkout and late checkout from the settings', () => {
    const permissions = { reservation: { checkInTime: '16:00', checkOutTime: '10:30', controlDeactivation: '14:00' } };
    expect(locationStayTimesOf(permissions)).toEqual({ checkInTime: '16:00', checkOutTime: '10:30', lateCheckoutTime: '14:00' });
  });

  it('falls back to the defaults, and offers no late checkout without one', () => {
    expect(locationStayTimesOf(undefined)).toEqual({ checkInTime: DEFAULT_CHECK_IN_TIME, checkOutTime: DEFAULT_CHECK_OUT_TIME, lateCheckoutTime: null });
    expect(locationStayTimesOf({ reservation: { checkOutTime: '25:00' } }).checkOutTime).toBe(DEFAULT_CHECK_OUT_TIME);
  });

  it('has no late checkout that is not after the checkout', () => {
    expect(locationStayTimesOf({ reservation: { checkOutTime: '11:00', controlDeactivation: '11:00' } }).lateCheckoutTime).toBeNull();
    expect(locationStayTimesOf({ reservation: { checkOutTime: '11:00', controlDeactivation: '10:00' } }).lateCheckoutTime).toBeNull();
  });
});

describe('the departure', () => {
  const stay = {
    status: 30,
    startDateTime: '2026-07-10T13:00:00.000Z',
    endDateTime: '2026-07-14T08:00:00.000Z', // 10:00
    controlsDeactivationDateTime: '2026-07-14T12:00:00.000Z', // 14:00
  };

  it('is the late checkout for a stay that has one, the end otherwise', () => {
    const times = locationStayTimesOf({ reservation: { checkOutTime: '10:00', controlDeactivation: '14:00' } });
    const isLate = isLateCheckout(stay, TZ, times.lateCheckoutTime);
    expect(isLate).toBe(true);
    expect(departureOf(stay, isLate)).toBe(stay.controlsDeactivationDateTime);
    expect(departureOf(stay, false)).toBe(stay.endDateTime);
    expect(departureOf({ ...stay, controlsDeactivationDateTime: null }, true)).toBe(stay.endDateTime);
  });
});
