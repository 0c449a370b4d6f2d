import type { AvailabilitySlot } from '@stay/contract';
import { describe, expect, it } from 'vitest';
import { bodyOf, formOfSlot, fromTimes, newSlotForm, problemOf, tillTimes } from './slot-form';

const ZONE = 'Europe/Amsterdam';

const stored = (overrides: Partial<AvailabilitySlot>): AvailabilitySlot => ({
  nmbr: 1,
  employee: 'e1',
  kind: 'unavailable',
  repeat: 'once',
  weekday: null,
  from: null,
  till: null,
  start: null,
  end: null,
  note: 'Leave',
  updated: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

describe('the slot form', () => {
  it('starts weekly hours on the day’s weekday, an exception as that whole day off', () => {
    expect(newSlotForm('2026-03-18')).toMatchObject({ repeat: 'weekly', kind: 'available', weekday: 3, from: '09:00', till: '17:00' });
    expect(newSlotForm('2026-03-18', 'once')).toMatchObject({ repeat: 'once', kind: 'unavailable', startDay: '2026-03-18', endDay: '2026-03-18', isAllDay: true });
  });

  it('sends weekly hours as weekday and wall-clock times', () => {
    const form = { ...newSlotForm('2026-03-16'), till: '24:00', note: '  late shift ' };
    expect(bodyOf(form, ZONE)).toEqual({ repeat: 'weekly', kind: 'available', weekday: 1, from: '09:00', till: '24:00', note: 'late shift' });
  });

  it('sends whole days as midnight to the midnight after the last day, in the location zone', () => {
    const form = { ...newSlotForm('2026-03-27', 'once'), endDay: '2026-03-29' };
    expect(bodyOf(form, ZONE)).toEqual({
      repeat: 'once',
      kind: 'unavailable',
      start: '2026-03-26T23:00:00.000Z',
      // Summer time starts on 29 March: the midnight after it is 22:00 UTC.
      end: '2026-03-29T22:00:00.000Z',
      note: '',
    });
  });

  it('reads a stored exception back: whole days, or days with times', () => {
    const wholeDays = stored({ start: '2026-03-26T23:00:00.000Z', end: '2026-03-29T22:00:00.000Z' });
    expect(formOfSlot(wholeDays, ZONE)).toMatchObject({ repeat: 'once', startDay: '2026-03-27', endDay: '2026-03-29', isAllDay: true, note: 'Leave' });
    const timed = stored({ kind: 'available', start: '2026-03-17T09:00:00.000Z', end: '2026-03-17T13:30:00.000Z' });
    const form = formOfSlot(timed, ZONE);
    expect(form).toMatchObject({ kind: 'available', startDay: '2026-03-17', endDay: '2026-03-17', isAllDay: false, startTime: '10:00', endTime: '14:30' });
    expect(bodyOf(form, ZONE)).toMatchObject({ start: timed.start, end: timed.end });
    const weekly = stored({ repeat: 'weekly', kind: 'available', weekday: 5, from: '07:10', till: '15:00', note: '' });
    expect(formOfSlot(weekly, ZONE)).toMatchObject({ repeat: 'weekly', weekday: 5, from: '07:10', till: '15:00' });
  });

  it('keeps an off-grid time in the lists, and offers 24:00 as a till only', () => {
    expect(fromTimes('07:10')).toContain('07:10');
    expect(fromTimes()).not.toContain('24:00');
    expect(tillTimes()).toContain('24:00');
    expect(tillTimes()).not.toContain('00:00');
  });

  it('refuses a till not after from, an end not after the start, and a span over a year', () => {
    const base = newSlotForm('2026-03-16');
    expect(problemOf({ ...base, from: '17:00', till: '09:00' }, ZONE)).toBe('tillNotAfterFrom');
    expect(problemOf({ ...base, from: '09:00', till: '09:00' }, ZONE)).toBe('tillNotAfterFrom');
    expect(problemOf(base, ZONE)).toBeNull();
    const exception = newSlotForm('2026-03-16', 'once');
    expect(problemOf({ ...exception, isAllDay: false, startTime: '14:00', endTime: '10:00' }, ZONE)).toBe('endNotAfterStart');
    expect(problemOf({ ...exception, endDay: '2026-03-15' }, ZONE)).toBe('endNotAfterStart');
    expect(problemOf({ ...exception, endDay: '2027-03-20' }, ZONE)).toBe('spanTooLong');
    expect(problemOf({ ...exception, endDay: '2026-03-20' }, ZONE)).toBeNull();
  });
});
