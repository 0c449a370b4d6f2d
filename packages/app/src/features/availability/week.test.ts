import type { AvailabilitySlot } from '@stay/contract';
import { describe, expect, it } from 'vitest';
import { slotWith as slot } from '@/test/availability-fixtures';
import { currentExceptions, daysOfWeek, entriesOfDay, isDay, isoWeekday, keepsWeeklyHours, mondayOf } from './week';

const ZONE = 'Europe/Amsterdam';

const weekly = (nmbr: number, weekday: number, from: string, till: string, kind: AvailabilitySlot['kind'] = 'available') =>
  slot({ nmbr, kind, weekday, from, till });
const once = (nmbr: number, start: string, end: string, kind: AvailabilitySlot['kind'] = 'unavailable') =>
  slot({ nmbr, kind, repeat: 'once', start, end });

describe('the week in the location calendar', () => {
  it('finds the Monday of any day and the seven days from it, across a month end', () => {
    expect(mondayOf('2026-03-22')).toBe('2026-03-16');
    expect(mondayOf('2026-03-16')).toBe('2026-03-16');
    expect(mondayOf('2026-04-01')).toBe('2026-03-30');
    expect(daysOfWeek('2026-03-30')).toEqual(['2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02', '2026-04-03', '2026-04-04', '2026-04-05']);
    expect(isoWeekday('2026-03-22')).toBe(7);
  });

  it('takes only real days from the address', () => {
    expect(isDay('2026-03-16')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('16-03-2026')).toBe(false);
    expect(isDay(null)).toBe(false);
  });
});

describe('what a day shows', () => {
  it('shows weekly hours on their weekday only, by start time', () => {
    const slots = [weekly(2, 1, '13:00', '17:00'), weekly(1, 1, '08:00', '12:00'), weekly(3, 2, '09:00', '17:00')];
    expect(entriesOfDay(slots, '2026-03-16', ZONE).map((entry) => [entry.slot.nmbr, entry.from, entry.till])).toEqual([
      [1, '08:00', '12:00'],
      [2, '13:00', '17:00'],
    ]);
    expect(entriesOfDay(slots, '2026-03-18', ZONE)).toEqual([]);
  });

  it('clips an exception to each day it touches, on the park clock, and puts it before the weekly hours', () => {
    // Tuesday 10:00 till Thursday 14:00 Amsterdam time (UTC+1 in March before the clocks change).
    const leave = once(9, '2026-03-17T09:00:00.000Z', '2026-03-19T13:00:00.000Z');
    const slots = [weekly(1, 2, '09:00', '17:00'), leave];
    const tuesday = entriesOfDay(slots, '2026-03-17', ZONE);
    expect(tuesday.map((entry) => [entry.slot.nmbr, entry.isException, entry.from, entry.till])).toEqual([
      [9, true, '10:00', null],
      [1, false, '09:00', '17:00'],
    ]);
    expect(entriesOfDay(slots, '2026-03-18', ZONE).map((entry) => [entry.from, entry.till])).toEqual([[null, null]]);
    expect(entriesOfDay(slots, '2026-03-19', ZONE).map((entry) => [entry.from, entry.till])).toEqual([[null, '14:00']]);
    expect(entriesOfDay(slots, '2026-03-20', ZONE)).toEqual([]);
  });

  it('keeps whole days whole across the change to summer time', () => {
    // Sunday 29 March 2026 has 23 hours in Amsterdam: midnight to midnight is still the whole day.
    const sunday = once(4, '2026-03-28T23:00:00.000Z', '2026-03-29T22:00:00.000Z');
    expect(entriesOfDay([sunday], '2026-03-29', ZONE).map((entry) => [entry.from, entry.till])).toEqual([[null, null]]);
    expect(entriesOfDay([sunday], '2026-03-28', ZONE)).toEqual([]);
    expect(entriesOfDay([sunday], '2026-03-30', ZONE)).toEqual([]);
  });
});

describe('the rule and the exceptions list', () => {
  it('knows whether weekly available hours are kept (then a day without any is unavailable)', () => {
    expect(keepsWeeklyHours([weekly(1, 1, '09:00', '17:00', 'unavailable')])).toBe(false);
    expect(keepsWeeklyHours([weekly(1, 1, '09:00', '17:00')])).toBe(true);
    expect(keepsWeeklyHours([once(1, '2026-03-17T09:00:00.000Z', '2026-03-18T09:00:00.000Z', 'available')])).toBe(false);
  });

  it('lists exceptions that have not ended, by start', () => {
    const now = new Date('2026-03-18T12:00:00Z');
    const past = once(1, '2026-03-01T00:00:00.000Z', '2026-03-02T00:00:00.000Z');
    const later = once(2, '2026-05-01T00:00:00.000Z', '2026-05-10T00:00:00.000Z');
    const ongoing = once(3, '2026-03-17T00:00:00.000Z', '2026-03-20T00:00:00.000Z');
    expect(currentExceptions([later, weekly(4, 1, '09:00', '17:00'), past, ongoing], now).map((entry) => entry.nmbr)).toEqual([3, 2]);
  });
});
