import { describe, expect, it } from 'vitest';
import { createChatFormat, formatDateTime, formatLocale, formatShortDay, formatTime } from './format';
import { dayLabel, daysFrom, timesOfDay } from './wall-clock';

const ZONE = 'Europe/Amsterdam';
// 21 Nov 2026, 20:21 in Amsterdam (UTC+1).
const EVENING = '2026-11-21T19:21:00.000Z';
const NOW = () => new Date('2026-11-22T10:00:00.000Z').getTime();

describe('dates and times in the person\'s language, 24-hour, in the park\'s time zone', () => {
  it('writes English the European way and Dutch the Dutch way, whatever the browser region', () => {
    expect(formatLocale('en')).toBe('en-GB');
    expect(formatLocale('en-US')).toBe('en-GB');
    expect(formatLocale('nl')).toBe('nl-NL');
    expect(formatLocale('de-AT')).toBe('de-DE');
    expect(formatLocale('fr')).toBe('fr-FR');
    expect(formatLocale('es')).toBe('en-GB');
    expect(formatShortDay(EVENING, ZONE, 'en')).toBe('Sat 21 Nov');
    expect(formatShortDay(EVENING, ZONE, 'nl')).toBe('za 21 nov');
  });

  it('uses the 24-hour clock in both languages', () => {
    expect(formatTime(EVENING, ZONE, 'en')).toBe('20:21');
    expect(formatTime(EVENING, ZONE, 'nl')).toBe('20:21');
    expect(formatDateTime(EVENING, ZONE, 'en')).toBe('Sat 21 Nov, 20:21');
    expect(formatDateTime(EVENING, ZONE, 'nl')).toBe('za 21 nov, 20:21');
    expect(formatDateTime(EVENING, ZONE, 'en')).not.toMatch(/AM|PM/);
    expect(formatDateTime(EVENING, ZONE, 'de')).toBe('Sa., 21. Nov., 20:21');
    expect(formatDateTime(EVENING, ZONE, 'fr')).toBe('sam. 21 nov., 20:21');
  });

  it('formats the chat screens for guests and staff alike', () => {
    const en = createChatFormat('en', NOW, ZONE);
    const nl = createChatFormat('nl', NOW, ZONE);
    expect(en.time(EVENING)).toBe('20:21');
    expect(en.range('2026-11-21T14:00:00.000Z', '2026-11-26T09:00:00.000Z')).toBe('21 Nov – 26 Nov');
    expect(nl.range('2026-11-21T14:00:00.000Z', '2026-11-26T09:00:00.000Z')).toBe('21 nov – 26 nov');
    expect(en.dateTime(EVENING)).toBe('Sat 21 Nov, 20:21');
    expect(nl.dateTime(EVENING)).toBe('za 21 nov, 20:21');
    expect(en.day(EVENING)).toBe('Saturday 21 November');
    expect(nl.day(EVENING)).toBe('zaterdag 21 november');
  });

  it('reads the time in the park, not in the browser', () => {
    expect(formatTime('2026-07-01T07:00:00.000Z', ZONE, 'en')).toBe('09:00');
    expect(formatTime('2026-07-01T07:00:00.000Z', 'Europe/London', 'en')).toBe('08:00');
  });
});

describe('the park\'s wall clock', () => {
  it('lists park days and times of day for a picker', () => {
    expect(daysFrom(new Date('2026-11-21T23:30:00.000Z'), 3, ZONE)).toEqual(['2026-11-22', '2026-11-23', '2026-11-24']);
    expect(daysFrom(new Date('2026-03-28T23:30:00.000Z'), 3, ZONE)).toEqual(['2026-03-29', '2026-03-30', '2026-03-31']);
    expect(daysFrom(new Date('2026-10-24T22:30:00.000Z'), 2, ZONE)).toEqual(['2026-10-25', '2026-10-26']);
    expect(timesOfDay(15)).toHaveLength(96);
    expect(timesOfDay(15).at(-1)).toBe('23:45');
    expect(dayLabel('2026-11-22', ZONE, 'en')).toBe('Sun 22 Nov');
    expect(dayLabel('2026-11-22', ZONE, 'nl')).toBe('zo 22 nov');
  });
});
