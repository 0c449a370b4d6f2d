import { describe, expect, it } from 'vitest';
import { controlsEndAfterCheckOut, selfCheckOutStateOf, selfCheckOutWindowOf } from './self-check-out';

const TZ = 'Europe/Amsterdam';
const at = (iso: string) => new Date(iso);

describe('the self check-out window', () => {
  it('opens at 06:00 on the departure day (summer time, UTC+2) and closes at the departure', () => {
    const departure = '2026-07-14T08:00:00.000Z'; // 10:00 local
    expect(selfCheckOutWindowOf(departure, TZ)).toEqual({ opensAt: at('2026-07-14T04:00:00.000Z'), closesAt: at(departure) });
    expect(selfCheckOutStateOf(departure, TZ, at('2026-07-14T03:59:59.999Z'), null)).toBe('not-yet');
    expect(selfCheckOutStateOf(departure, TZ, at('2026-07-14T04:00:00.000Z'), null)).toBe('open');
    expect(selfCheckOutStateOf(departure, TZ, at(departure), null)).toBe('open');
    expect(selfCheckOutStateOf(departure, TZ, at('2026-07-14T08:00:00.001Z'), null)).toBe('closed');
  });

  it('opens at 06:00 local on the day the clocks go back (25 hours), an hour later in UTC than the day before', () => {
    const departure = '2026-10-25T09:00:00.000Z'; // 10:00 CET, the clocks went back at 03:00 CEST
    expect(selfCheckOutWindowOf(departure, TZ).opensAt).toEqual(at('2026-10-25T05:00:00.000Z'));
    expect(selfCheckOutWindowOf('2026-10-24T08:00:00.000Z', TZ).opensAt).toEqual(at('2026-10-24T04:00:00.000Z'));
    expect(selfCheckOutStateOf(departure, TZ, at('2026-10-25T04:30:00.000Z'), null)).toBe('not-yet');
    expect(selfCheckOutStateOf(departure, TZ, at('2026-10-25T05:00:00.000Z'), null)).toBe('open');
  });

  it('opens at 06:00 local on the day the clocks go forward (23 hours)', () => {
    const departure = '2026-03-29T08:00:00.000Z'; // 10:00 CEST
    expect(selfCheckOutWindowOf(departure, TZ).opensAt).toEqual(at('2026-03-29T04:00:00.000Z'));
  });

  it('follows a late checkout: the window closes at the later departure', () => {
    const lateDeparture = '2026-07-14T12:00:00.000Z'; // 14:00
    expect(selfCheckOutStateOf(lateDeparture, TZ, at('2026-07-14T11:00:00.000Z'), null)).toBe('open');
    expect(selfCheckOutStateOf('2026-07-14T08:00:00.000Z', TZ, at('2026-07-14T11:00:00.000Z'), null)).toBe('closed');
  });

  it('takes the departure day in the location zone, not in UTC', () => {
    // 00:30 on the 15th in Amsterdam is still the 14th in UTC.
    const departure = '2026-07-14T22:30:00.000Z';
    expect(selfCheckOutWindowOf(departure, TZ).opensAt).toEqual(at('2026-07-14T22:00:00.000Z'));
    expect(selfCheckOutWindowOf('2026-07-15T08:00:00.000Z', TZ).opensAt).toEqual(at('2026-07-15T04:00:00.000Z'));
  });

  it('is checked out once the guest checked out, whatever the time', () => {
    expect(selfCheckOutStateOf('2026-07-14T08:00:00.000Z', TZ, at('2026-07-20T00:00:00.000Z'), '2026-07-14T07:00:00.000Z')).toBe('checked-out');
  });
});

describe('the controls after a check-out', () => {
  it('end after the grace, never later than the deactivation', () => {
    const checkedOut = at('2026-07-14T07:00:00.000Z');
    expect(controlsEndAfterCheckOut(checkedOut, 30, '2026-07-14T08:00:00.000Z')).toEqual(at('2026-07-14T07:30:00.000Z'));
    expect(controlsEndAfterCheckOut(checkedOut, 90, '2026-07-14T08:00:00.000Z')).toEqual(at('2026-07-14T08:00:00.000Z'));
    expect(controlsEndAfterCheckOut(checkedOut, 0, '2026-07-14T08:00:00.000Z')).toEqual(checkedOut);
  });
});
