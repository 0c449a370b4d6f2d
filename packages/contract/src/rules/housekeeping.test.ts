import { describe, expect, it } from 'vitest';
import { housekeepingStateOf, isSuiteLate, suiteFreeAt } from './housekeeping';

const TZ = 'Europe/Amsterdam';
const departure = '2026-07-14T08:00:00.000Z';
const arrival = '2026-07-14T13:00:00.000Z';

describe('a suite on the housekeeping list', () => {
  it('is free at the check-out, else at the departure, and all day when nobody leaves', () => {
    expect(suiteFreeAt({ checkedOutAt: '2026-07-14T06:40:00.000Z', departure, arrival })).toBe('2026-07-14T06:40:00.000Z');
    expect(suiteFreeAt({ checkedOutAt: null, departure, arrival })).toBe(departure);
    expect(suiteFreeAt({ checkedOutAt: null, departure: null, arrival })).toBeNull();
  });

  it('is occupied until it is free, then to clean until ticked ready', () => {
    const times = { checkedOutAt: null, departure, arrival };
    expect(housekeepingStateOf(times, new Date('2026-07-14T07:59:59.999Z'), null)).toBe('occupied');
    expect(housekeepingStateOf(times, new Date(departure), null)).toBe('to-clean');
    expect(housekeepingStateOf({ ...times, checkedOutAt: '2026-07-14T06:00:00.000Z' }, new Date('2026-07-14T06:00:00.000Z'), null)).toBe('to-clean');
    expect(housekeepingStateOf(times, new Date('2026-07-14T09:00:00.000Z'), '2026-07-14T09:00:00.000Z')).toBe('ready');
  });

  it('keeps the arriving guest waiting from the arrival time while it is not ready', () => {
    expect(isSuiteLate(arrival, new Date('2026-07-14T12:59:59.999Z'), null, TZ)).toBe(false);
    expect(isSuiteLate(arrival, new Date(arrival), null, TZ)).toBe(true);
    expect(isSuiteLate(arrival, new Date('2026-07-14T21:59:59.999Z'), null, TZ)).toBe(true);
    expect(isSuiteLate(arrival, new Date(arrival), '2026-07-14T12:00:00.000Z', TZ)).toBe(false);
  });

  it('leaves a guest who arrived on an earlier day (the park calendar) alone', () => {
    // 00:00 on the 15th in Amsterdam is still the 14th in UTC.
    expect(isSuiteLate(arrival, new Date('2026-07-14T22:00:00.000Z'), null, TZ)).toBe(false);
    expect(isSuiteLate(arrival, new Date('2026-07-16T13:00:00.000Z'), null, TZ)).toBe(false);
  });
});
