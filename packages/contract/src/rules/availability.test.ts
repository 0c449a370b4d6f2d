import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAvailableAt, isAvailableDuring, type AvailabilityRuleSlot } from './availability';

const TZ = 'Europe/Amsterdam';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const QUARTER = 15 * 60_000;

/** Monday 2026-07-13, 00:00 in Amsterdam (CEST, UTC+2). */
const MONDAY = Date.parse('2026-07-12T22:00:00.000Z');
const at = (ms: number) => new Date(ms);
const weekly = (weekday: number, from: string, till: string, kind: 'available' | 'unavailable' = 'available'): AvailabilityRuleSlot => ({
  kind,
  repeat: 'weekly',
  weekday,
  from,
  till,
});
const once = (start: number, end: number, kind: 'available' | 'unavailable' = 'unavailable'): AvailabilityRuleSlot => ({
  kind,
  repeat: 'once',
  start: new Date(start).toISOString(),
  end: new Date(end).toISOString(),
});

const clock = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 3 })).map(([h, q]) => `${String(h).padStart(2, '0')}:${String(q * 15).padStart(2, '0')}`);
const weeklySlot = fc
  .tuple(fc.integer({ min: 1, max: 7 }), clock, fc.integer({ min: 1, max: 12 }), fc.constantFrom('available' as const, 'unavailable' as const))
  .map(([weekday, from, quarters, kind]) => {
    const minutes = Math.min(24 * 60, Number(from.slice(0, 2)) * 60 + Number(from.slice(3)) + quarters * 15);
    const till = minutes === 24 * 60 ? '24:00' : `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    return weekly(weekday, from, till, kind);
  });
const instantMs = fc.integer({ min: MONDAY - 14 * DAY, max: MONDAY + 21 * DAY });
const onceSlot = fc
  .tuple(instantMs, fc.integer({ min: 1, max: 72 }), fc.constantFrom('available' as const, 'unavailable' as const))
  // On quarter hours like the weekly slots, so that checking every quarter of an interval sees every edge.
  .map(([start, hours, kind]) => once(Math.floor(start / QUARTER) * QUARTER, Math.floor(start / QUARTER) * QUARTER + hours * HOUR, kind));
const anySlots = fc.array(fc.oneof(weeklySlot, onceSlot), { maxLength: 8 });
const interval = fc.tuple(instantMs, fc.integer({ min: 1, max: 3 * DAY })).map(([start, length]) => [start, start + length] as const);

/** ISO weekday and minutes since midnight of an instant on Amsterdam's wall clock (a reference, written apart). */
function wallClock(ms: number): { weekday: number; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: TZ, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(ms));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(part('weekday')) + 1;
  return { weekday, minutes: Number(part('hour')) * 60 + Number(part('minute')) };
}

describe('availability: no slots', () => {
  it('treats a staff member without any slot as always available', () => {
    fc.assert(fc.property(interval, ([from, to]) => isAvailableDuring([], at(from), at(to), TZ)));
  });
});

describe('availability: weekly hours', () => {
  const hours = [weekly(1, '09:00', '17:00'), weekly(2, '09:00', '17:00')];

  it('is available inside the hours and not outside them', () => {
    expect(isAvailableDuring(hours, at(MONDAY + 9 * HOUR), at(MONDAY + 10 * HOUR), TZ)).toBe(true);
    expect(isAvailableDuring(hours, at(MONDAY + 16 * HOUR), at(MONDAY + 17 * HOUR), TZ)).toBe(true);
    expect(isAvailableDuring(hours, at(MONDAY + 16 * HOUR), at(MONDAY + 17 * HOUR + 1), TZ)).toBe(false);
    expect(isAvailableDuring(hours, at(MONDAY + 8 * HOUR), at(MONDAY + 10 * HOUR), TZ)).toBe(false);
    // Wednesday has no hours at all.
    expect(isAvailableAt(hours, at(MONDAY + 2 * DAY + 10 * HOUR), TZ)).toBe(false);
  });

  it('is not available across the night between two days of hours', () => {
    expect(isAvailableDuring(hours, at(MONDAY + 16 * HOUR), at(MONDAY + DAY + 10 * HOUR), TZ)).toBe(false);
  });

  it('reads till 24:00 as the end of the day, joining the next day seamlessly', () => {
    const evening = [weekly(1, '18:00', '24:00'), weekly(2, '00:00', '02:00')];
    expect(isAvailableDuring(evening, at(MONDAY + 23 * HOUR), at(MONDAY + 25 * HOUR), TZ)).toBe(true);
    expect(isAvailableDuring(evening, at(MONDAY + 23 * HOUR), at(MONDAY + 26 * HOUR + 1), TZ)).toBe(false);
  });

  it('follows the wall clock across a daylight saving change', () => {
    // Sunday 2026-10-25 the clocks go back: 09:00 CET is 08:00 UTC (it was 07:00 UTC the Sunday before).
    const sunday = [weekly(7, '09:00', '10:00')];
    expect(isAvailableAt(sunday, at(Date.parse('2026-10-25T08:30:00.000Z')), TZ)).toBe(true);
    expect(isAvailableAt(sunday, at(Date.parse('2026-10-25T07:30:00.000Z')), TZ)).toBe(false);
    expect(isAvailableAt(sunday, at(Date.parse('2026-10-18T07:30:00.000Z')), TZ)).toBe(true);
  });

  it('matches a wall-clock reference for weekly available hours', () => {
    fc.assert(
      fc.property(fc.array(weeklySlot.map((slot) => ({ ...slot, kind: 'available' as const })), { minLength: 1, maxLength: 5 }), instantMs, (slots, ms) => {
        const { weekday, minutes } = wallClock(ms);
        const toMinutes = (value: string) => Number(value.slice(0, 2)) * 60 + Number(value.slice(3));
        const expected = slots.some((slot) => slot.weekday === weekday && toMinutes(slot.from!) <= minutes && minutes < toMinutes(slot.till!));
        return isAvailableAt(slots, at(ms), TZ) === expected;
      }),
    );
  });
});

describe('availability: exceptions', () => {
  const hours = [weekly(1, '09:00', '17:00')];

  it('lets an unavailable exception beat the weekly hours', () => {
    const sick = [...hours, once(MONDAY + 12 * HOUR, MONDAY + 14 * HOUR)];
    expect(isAvailableDuring(sick, at(MONDAY + 10 * HOUR), at(MONDAY + 11 * HOUR), TZ)).toBe(true);
    expect(isAvailableDuring(sick, at(MONDAY + 11 * HOUR), at(MONDAY + 13 * HOUR), TZ)).toBe(false);
    // The exception ends at 14:00 sharp (half open).
    expect(isAvailableDuring(sick, at(MONDAY + 14 * HOUR), at(MONDAY + 15 * HOUR), TZ)).toBe(true);
  });

  it('lets an available exception (an extra shift) beat the absence of weekly hours and weekly unavailability', () => {
    const extra = [...hours, weekly(6, '00:00', '24:00', 'unavailable'), once(MONDAY + 5 * DAY + 10 * HOUR, MONDAY + 5 * DAY + 14 * HOUR, 'available')];
    expect(isAvailableDuring(extra, at(MONDAY + 5 * DAY + 11 * HOUR), at(MONDAY + 5 * DAY + 12 * HOUR), TZ)).toBe(true);
    expect(isAvailableDuring(extra, at(MONDAY + 5 * DAY + 15 * HOUR), at(MONDAY + 5 * DAY + 16 * HOUR), TZ)).toBe(false);
  });

  it('keeps someone with only unavailable slots available outside them', () => {
    const holiday = [once(MONDAY, MONDAY + 7 * DAY)];
    expect(isAvailableAt(holiday, at(MONDAY + 3 * DAY), TZ)).toBe(false);
    expect(isAvailableAt(holiday, at(MONDAY + 8 * DAY), TZ)).toBe(true);
  });

  it('never makes anyone available inside an unavailable exception, whatever else they keep', () => {
    fc.assert(
      fc.property(anySlots, interval, (slots, [from, to]) => !isAvailableDuring([...slots, once(from, to, 'unavailable')], at(from), at(to), TZ)),
    );
  });
});

describe('availability: laws', () => {
  it('an interval is available exactly when both of its halves are', () => {
    fc.assert(
      fc.property(anySlots, interval, fc.double({ min: 0.01, max: 0.99, noNaN: true }), (slots, [from, to], cut) => {
        const middle = Math.round(from + (to - from) * cut);
        fc.pre(middle > from && middle < to);
        const whole = isAvailableDuring(slots, at(from), at(to), TZ);
        return whole === (isAvailableDuring(slots, at(from), at(middle), TZ) && isAvailableDuring(slots, at(middle), at(to), TZ));
      }),
    );
  });

  it('adding an unavailable slot never makes anyone more available', () => {
    fc.assert(
      fc.property(anySlots, fc.oneof(weeklySlot, onceSlot), interval, (slots, extra, [from, to]) => {
        const more = [...slots, { ...extra, kind: 'unavailable' as const }];
        return !isAvailableDuring(more, at(from), at(to), TZ) || isAvailableDuring(slots, at(from), at(to), TZ);
      }),
    );
  });

  it('adding an available exception never makes anyone less available', () => {
    fc.assert(
      fc.property(anySlots, onceSlot, interval, (slots, extra, [from, to]) => {
        const more = [...slots, { ...extra, kind: 'available' as const }];
        return isAvailableDuring(more, at(from), at(to), TZ) || !isAvailableDuring(slots, at(from), at(to), TZ);
      }),
    );
  });

  it('is available over an interval exactly when it is at every quarter hour of it (slots start and end on quarters)', () => {
    fc.assert(
      fc.property(anySlots, fc.tuple(instantMs, fc.integer({ min: 1, max: 12 })), (slots, [startMs, quarters]) => {
        const start = Math.floor(startMs / QUARTER) * QUARTER;
        const everyQuarter = Array.from({ length: quarters }, (_, index) => isAvailableAt(slots, at(start + index * QUARTER), TZ)).every(Boolean);
        return isAvailableDuring(slots, at(start), at(start + quarters * QUARTER), TZ) === everyQuarter;
      }),
      { numRuns: 50 },
    );
  });
});
