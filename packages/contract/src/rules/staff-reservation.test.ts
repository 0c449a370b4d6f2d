import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currentMonthIn,
  dayBoundsIn,
  hasDeviceAlert,
  leaderboardRanks,
  occupiedSuitesPerNight,
  occupiesNightOf,
  periodBoundsIn,
  staffReservationListsOf,
  startOfDateIn,
  upcomingDates,
} from './staff-reservation';
import { calendarDayIn } from '../time/zoned';

const TZ = 'Europe/Amsterdam';
const HOUR = 3_600_000;

describe('the location day', () => {
  it('runs from local midnight to the next local midnight', () => {
    // 2026-07-10 01:30 in Amsterdam is 2026-07-09T23:30Z: already the 10th there.
    const bounds = dayBoundsIn('2026-07-09T23:30:00.000Z', TZ);
    expect(bounds.start.toISOString()).toBe('2026-07-09T22:00:00.000Z');
    expect(bounds.end.toISOString()).toBe('2026-07-10T22:00:00.000Z');
    expect(calendarDayIn('2026-07-09T23:30:00.000Z', TZ)).toBe('2026-07-10');
    expect(calendarDayIn('2026-07-09T23:30:00.000Z', 'UTC')).toBe('2026-07-09');
  });

  it('is 23 hours long on the spring DST change and 25 on the autumn one', () => {
    const spring = dayBoundsIn('2026-03-29T12:00:00.000Z', TZ);
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * HOUR);
    const autumn = dayBoundsIn('2026-10-25T12:00:00.000Z', TZ);
    expect(autumn.end.getTime() - autumn.start.getTime()).toBe(25 * HOUR);
  });

  it('always holds the instant, for any zone and instant', () => {
    const zones = fc.constantFrom('Europe/Amsterdam', 'America/New_York', 'Asia/Tokyo', 'Pacific/Chatham', 'UTC');
    const instant = fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 0, 1) }).map((ms) => new Date(ms));
    fc.assert(
      fc.property(instant, zones, (now, zone) => {
        const { start, end } = dayBoundsIn(now, zone);
        return start <= now && now < end && calendarDayIn(start, zone) === calendarDayIn(now, zone) && calendarDayIn(end, zone) !== calendarDayIn(now, zone);
      }),
    );
  });

  it('maps a calendar date to its local midnight', () => {
    expect(startOfDateIn('2026-01-15', TZ).toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(startOfDateIn('2026-07-15', TZ).toISOString()).toBe('2026-07-14T22:00:00.000Z');
  });
});

describe('list membership', () => {
  // now: 2026-07-10 12:00 in Amsterdam; today is [2026-07-09T22:00Z, 2026-07-10T22:00Z).
  const now = new Date('2026-07-10T10:00:00.000Z');
  const lists = (startDateTime: string, endDateTime: string) => staffReservationListsOf({ startDateTime, endDateTime }, now, TZ);

  it('arrivals are stays starting today in the location zone, from midnight up to the next midnight', () => {
    expect(lists('2026-07-09T22:00:00.000Z', '2026-07-12T09:00:00.000Z')).toContain('check-in');
    expect(lists('2026-07-10T21:59:59.999Z', '2026-07-12T09:00:00.000Z')).toContain('check-in');
    expect(lists('2026-07-09T21:59:59.999Z', '2026-07-12T09:00:00.000Z')).not.toContain('check-in');
    expect(lists('2026-07-10T22:00:00.000Z', '2026-07-12T09:00:00.000Z')).not.toContain('check-in');
  });

  it('departures are stays ending today', () => {
    expect(lists('2026-07-05T13:00:00.000Z', '2026-07-09T22:00:00.000Z')).toContain('check-out');
    expect(lists('2026-07-05T13:00:00.000Z', '2026-07-10T21:59:59.999Z')).toContain('check-out');
    expect(lists('2026-07-05T13:00:00.000Z', '2026-07-09T21:59:59.999Z')).not.toContain('check-out');
    expect(lists('2026-07-05T13:00:00.000Z', '2026-07-10T22:00:00.000Z')).not.toContain('check-out');
  });

  it('in house means started and not ended at this instant', () => {
    expect(lists('2026-07-10T10:00:00.000Z', '2026-07-12T09:00:00.000Z')).toEqual(['check-in', 'on-premise']);
    expect(lists('2026-07-10T10:00:00.001Z', '2026-07-12T09:00:00.000Z')).toEqual(['check-in']);
    expect(lists('2026-07-05T13:00:00.000Z', '2026-07-10T10:00:00.001Z')).toEqual(['check-out', 'on-premise']);
    expect(lists('2026-07-05T13:00:00.000Z', '2026-07-10T10:00:00.000Z')).toEqual(['check-out', 'passed']);
  });

  it('upcoming starts after today; passed has ended', () => {
    expect(lists('2026-07-10T22:00:00.000Z', '2026-07-12T09:00:00.000Z')).toEqual(['up-coming']);
    expect(lists('2026-07-01T13:00:00.000Z', '2026-07-03T09:00:00.000Z')).toEqual(['passed']);
  });
});

describe('occupancy', () => {
  it('counts the nights a stay holds the suite', () => {
    // Monday 2026-07-13 15:00 to Wednesday 2026-07-15 11:00 (Amsterdam).
    const stay = { startDateTime: '2026-07-13T13:00:00.000Z', endDateTime: '2026-07-15T09:00:00.000Z' };
    expect(occupiesNightOf(stay, '2026-07-12', TZ)).toBe(false);
    expect(occupiesNightOf(stay, '2026-07-13', TZ)).toBe(true);
    expect(occupiesNightOf(stay, '2026-07-14', TZ)).toBe(true);
    expect(occupiesNightOf(stay, '2026-07-15', TZ)).toBe(false);
  });

  it('counts distinct suites per night, agreeing with the single-stay rule', () => {
    const stays = [
      { suiteId: 'a', startDateTime: '2026-07-13T13:00:00.000Z', endDateTime: '2026-07-15T09:00:00.000Z' },
      // Back to back in the same suite: the suite counts once per night.
      { suiteId: 'a', startDateTime: '2026-07-15T13:00:00.000Z', endDateTime: '2026-07-16T09:00:00.000Z' },
      { suiteId: 'b', startDateTime: '2026-07-14T13:00:00.000Z', endDateTime: '2026-07-16T09:00:00.000Z' },
    ];
    const dates = ['2026-07-12', '2026-07-13', '2026-07-14', '2026-07-15', '2026-07-16'];
    expect(occupiedSuitesPerNight(stays, dates, TZ)).toEqual([0, 1, 2, 2, 0]);
    const bySingleRule = dates.map((date) => new Set(stays.filter((stay) => occupiesNightOf(stay, date, TZ)).map((stay) => stay.suiteId)).size);
    expect(occupiedSuitesPerNight(stays, dates, TZ)).toEqual(bySingleRule);
  });

  it('lists the coming dates from today', () => {
    const dates = upcomingDates(new Date('2026-10-24T22:30:00.000Z'), TZ, 3);
    expect(dates).toEqual(['2026-10-25', '2026-10-26', '2026-10-27']);
    expect(upcomingDates(new Date('2026-07-10T10:00:00.000Z'), TZ)).toHaveLength(28);
  });
});

describe('leaderboard', () => {
  it('defaults to the current month in the location zone', () => {
    expect(currentMonthIn(new Date('2026-06-30T22:30:00.000Z'), TZ)).toEqual({ from: '2026-07-01', to: '2026-07-31' });
    expect(currentMonthIn(new Date('2026-02-10T10:00:00.000Z'), TZ)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    const bounds = periodBoundsIn({ from: '2026-07-01', to: '2026-07-31' }, TZ);
    expect(bounds.start.toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(bounds.end.toISOString()).toBe('2026-07-31T22:00:00.000Z');
  });

  it('ranks by matched then served, and equal scores share a rank', () => {
    expect(
      leaderboardRanks([
        { matched: 3, served: 1 },
        { matched: 5, served: 0 },
        { matched: 3, served: 1 },
        { matched: 3, served: 2 },
        { matched: 0, served: 0 },
      ]),
    ).toEqual([3, 1, 3, 2, 5]);
    expect(leaderboardRanks([])).toEqual([]);
  });
});

describe('device alert', () => {
  it('is raised by a jammed or offline lock only', () => {
    expect(hasDeviceAlert([{ type: 'LOCK', state: { status: 'jammed' } }])).toBe(true);
    expect(hasDeviceAlert([{ type: 'LOCK', state: { status: 'unavailable' } }])).toBe(true);
    expect(hasDeviceAlert([{ type: 'LOCK', state: { status: 'ok' } }, { type: 'LOCK', state: { status: 'unknown' } }])).toBe(false);
    expect(hasDeviceAlert([{ type: 'CLIMATE', state: { status: 'unavailable' } }, { type: 'LOCK', state: null }])).toBe(false);
  });
});
