import { describe, expect, it } from 'vitest';
import { calendarDayIn, instantAt, isKnownTimeZone, wallClockOf, wallClockTime, zonedInstant } from './zoned';

const ZONE = 'Europe/Amsterdam';
// 21 Nov 2026, 20:21 in Amsterdam (UTC+1).
const EVENING = '2026-11-21T19:21:00.000Z';

const at = (day: string, hour: number, minute = 0) => {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  return zonedInstant({ year, month, day: date, hour, minute, second: 0 }, ZONE).toISOString();
};

describe('zonedInstant', () => {
  it('turns a wall-clock time into the instant, across daylight saving', () => {
    expect(at('2026-03-28', 15)).toBe('2026-03-28T14:00:00.000Z');
    expect(at('2026-03-29', 15)).toBe('2026-03-29T13:00:00.000Z');
    expect(at('2026-10-25', 10)).toBe('2026-10-25T09:00:00.000Z');
    // 02:30 does not exist on the spring-forward night: it moves on by the hour the clock skips.
    expect(at('2026-03-29', 2, 30)).toBe('2026-03-29T01:30:00.000Z');
    // Day 32 of December rolls over into January.
    expect(at('2026-12-32', 10)).toBe('2027-01-01T09:00:00.000Z');
  });

  it('keeps the seconds it is given', () => {
    expect(zonedInstant({ year: 2026, month: 7, day: 1, hour: 9, minute: 0, second: 42 }, ZONE).toISOString()).toBe('2026-07-01T07:00:42.000Z');
  });
});

describe('the DST boundaries of Europe/Amsterdam', () => {
  it('springs forward at 02:00 on 29 March 2026: the skipped hour moves on by the jump', () => {
    expect(at('2026-03-29', 1, 59)).toBe('2026-03-29T00:59:00.000Z');
    expect(at('2026-03-29', 2, 0)).toBe('2026-03-29T01:00:00.000Z');
    expect(at('2026-03-29', 2, 59)).toBe('2026-03-29T01:59:00.000Z');
    expect(at('2026-03-29', 3, 0)).toBe('2026-03-29T01:00:00.000Z');
    expect(wallClockOf('2026-03-29T00:59:00.000Z', ZONE)).toEqual({ day: '2026-03-29', time: '01:59' });
    expect(wallClockOf('2026-03-29T01:00:00.000Z', ZONE)).toEqual({ day: '2026-03-29', time: '03:00' });
  });

  it('falls back at 03:00 on 25 October 2026: the hour shown twice is read as the later one', () => {
    expect(at('2026-10-25', 1, 59)).toBe('2026-10-24T23:59:00.000Z');
    expect(at('2026-10-25', 2, 0)).toBe('2026-10-25T01:00:00.000Z');
    expect(at('2026-10-25', 2, 30)).toBe('2026-10-25T01:30:00.000Z');
    expect(at('2026-10-25', 3, 0)).toBe('2026-10-25T02:00:00.000Z');
    expect(wallClockOf('2026-10-25T00:30:00.000Z', ZONE)).toEqual({ day: '2026-10-25', time: '02:30' });
    expect(wallClockOf('2026-10-25T01:30:00.000Z', ZONE)).toEqual({ day: '2026-10-25', time: '02:30' });
  });

  it('makes the spring day 23 hours long and the autumn day 25', () => {
    const hoursOf = (day: string, next: string) => (instantAt(next, '00:00', ZONE).getTime() - instantAt(day, '00:00', ZONE).getTime()) / 3_600_000;
    expect(instantAt('2026-03-29', '00:00', ZONE).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(instantAt('2026-10-25', '00:00', ZONE).toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(hoursOf('2026-03-29', '2026-03-30')).toBe(23);
    expect(hoursOf('2026-10-25', '2026-10-26')).toBe(25);
  });

  it('turns the calendar day at local midnight on both change days', () => {
    expect(calendarDayIn('2026-03-28T22:59:59.999Z', ZONE)).toBe('2026-03-28');
    expect(calendarDayIn('2026-03-28T23:00:00.000Z', ZONE)).toBe('2026-03-29');
    expect(calendarDayIn('2026-03-29T21:59:59.999Z', ZONE)).toBe('2026-03-29');
    expect(calendarDayIn('2026-03-29T22:00:00.000Z', ZONE)).toBe('2026-03-30');
    expect(calendarDayIn('2026-10-24T21:59:59.999Z', ZONE)).toBe('2026-10-24');
    expect(calendarDayIn('2026-10-24T22:00:00.000Z', ZONE)).toBe('2026-10-25');
    expect(calendarDayIn('2026-10-25T22:59:59.999Z', ZONE)).toBe('2026-10-25');
    expect(calendarDayIn('2026-10-25T23:00:00.000Z', ZONE)).toBe('2026-10-26');
  });

  it('reads back every quarter hour the clock shows on both change days', () => {
    for (const day of ['2026-03-29', '2026-10-25']) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        const isSkipped = day === '2026-03-29' && time.startsWith('02:');
        if (!isSkipped) expect(wallClockOf(instantAt(day, time, ZONE), ZONE)).toEqual({ day, time });
      }
    }
  });
});

describe('the wall clock', () => {
  it('turns an instant into the location\'s day and time and back, across summer and winter time', () => {
    expect(wallClockOf(new Date(EVENING), ZONE)).toEqual({ day: '2026-11-21', time: '20:21' });
    expect(instantAt('2026-11-21', '20:21', ZONE).toISOString()).toBe(EVENING);
    expect(instantAt('2026-07-01', '09:00', ZONE).toISOString()).toBe('2026-07-01T07:00:00.000Z');
    expect(instantAt('2026-03-29', '09:00', ZONE).toISOString()).toBe('2026-03-29T07:00:00.000Z');
  });

  it('answers the calendar day on the location\'s clock, not the device\'s', () => {
    // 23:30 UTC on 16 March is already 17 March in Amsterdam.
    expect(calendarDayIn(new Date('2026-03-16T23:30:00Z'), ZONE)).toBe('2026-03-17');
    expect(calendarDayIn(new Date('2026-03-16T23:30:00Z'), 'UTC')).toBe('2026-03-16');
  });

  it('reads an instant again as the first time, in each zone its own, past the instants it remembers', () => {
    for (let round = 0; round < 2; round++) {
      expect(wallClockTime(EVENING, ZONE)).toBe('20:21');
      expect(wallClockTime(new Date(EVENING), 'America/New_York')).toBe('14:21');
      expect(wallClockTime(EVENING, 'UTC')).toBe('19:21');
    }
    const minutes = Array.from({ length: 5000 }, (_, index) => new Date(Date.parse(EVENING) + index * 60_000));
    const times = minutes.map((minute) => wallClockTime(minute, ZONE));
    expect(minutes.map((minute) => wallClockTime(minute.toISOString(), ZONE))).toEqual(times);
    // 4,999 minutes after 20:21 on 21 November.
    expect(times.at(-1)).toBe('07:40');
    expect(() => wallClockTime('not a time', ZONE)).toThrow(RangeError);
  });

  it('knows IANA zones only', () => {
    expect(isKnownTimeZone(ZONE)).toBe(true);
    expect(isKnownTimeZone('UTC')).toBe(true);
    expect(isKnownTimeZone('W. Europe Standard Time')).toBe(false);
    expect(isKnownTimeZone('Nowhere/Place')).toBe(false);
  });
});
