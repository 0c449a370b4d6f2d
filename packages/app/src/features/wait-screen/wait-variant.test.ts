import { describe, expect, it } from 'vitest';
import { arrivingIn, reservationWith } from '@/test/stay-fixtures';
import { timeLeft, waitVariantOf } from './wait-variant';

const now = new Date();
const DAY = 86_400_000;

describe('wait screen variants', () => {
  it('loads, then fails or knows there is none', () => {
    expect(waitVariantOf({ reservation: undefined, isLoading: true, isError: false }, now).kind).toBe('loading');
    expect(waitVariantOf({ reservation: undefined, isLoading: false, isError: true }, now).kind).toBe('error');
    expect(waitVariantOf({ reservation: null, isLoading: false, isError: false }, now).kind).toBe('no-reservation');
  });

  it('counts down the calendar days until the app opens (five days before arrival by default)', () => {
    const variant = waitVariantOf({ reservation: arrivingIn(12.5), isLoading: false, isError: false }, now);
    expect(variant).toMatchObject({ kind: 'countdown', days: expect.any(Number) });
    if (variant.kind !== 'countdown') throw new Error('not a countdown');
    expect(variant.days).toBeGreaterThanOrEqual(7);
    expect(variant.days).toBeLessThanOrEqual(8);
    expect(variant.opensAt.getTime()).toBeGreaterThan(now.getTime());
  });

  it('follows daysUntillAppUse when the reservation sets it', () => {
    const reservation = { ...arrivingIn(12.5), daysUntillAppUse: 14 };
    expect(waitVariantOf({ reservation, isLoading: false, isError: false }, now).kind).toBe('ready');
  });

  it('says provisional before countdown, and past before provisional', () => {
    const provisionalArriving = { ...arrivingIn(12.5), status: 10 };
    expect(waitVariantOf({ reservation: provisionalArriving, isLoading: false, isError: false }, now).kind).toBe('provisional');
    const pastProvisional = reservationWith({
      status: 10,
      startDateTime: new Date(now.getTime() - 10 * DAY).toISOString(),
      endDateTime: new Date(now.getTime() - 5 * DAY).toISOString(),
    });
    expect(waitVariantOf({ reservation: pastProvisional, isLoading: false, isError: false }, now).kind).toBe('past');
  });

  it('is ready for a current stay', () => {
    expect(waitVariantOf({ reservation: reservationWith(), isLoading: false, isError: false }, now).kind).toBe('ready');
  });

  it('splits the time left and never goes below zero', () => {
    const until = new Date(now.getTime() + 2 * DAY + 3 * 3_600_000 + 4 * 60_000 + 5_000);
    expect(timeLeft(until, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(timeLeft(new Date(now.getTime() - 1000), now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
