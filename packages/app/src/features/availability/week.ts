import { addCalendarDays, instantAt, wallClockTime, type AvailabilityKind, type AvailabilitySlot } from '@stay/contract';

/** A calendar day of the location as YYYY-MM-DD. */
export type Day = string;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function utcOf(day: Day): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date));
}

/** Whether a text is a real calendar day (YYYY-MM-DD), e.g. a week taken from the address. */
export function isDay(text: string | null | undefined): text is Day {
  return !!text && DAY_PATTERN.test(text) && addCalendarDays(text, 0) === text;
}

/** ISO weekday of a calendar day: 1 Monday … 7 Sunday. */
export function isoWeekday(day: Day): number {
  return ((utcOf(day).getUTCDay() + 6) % 7) + 1;
}

/** The Monday of the week a day is in. */
export const mondayOf = (day: Day): Day => addCalendarDays(day, 1 - isoWeekday(day));

/** The seven days of the week starting on `monday`. */
export const daysOfWeek = (monday: Day): Day[] => Array.from({ length: 7 }, (_, index) => addCalendarDays(monday, index));

/** How a slot shows on one day of the week view. */
export interface DayEntry {
  slot: AvailabilitySlot;
  kind: AvailabilityKind;
  /** An exception (a date range) rather than weekly hours. */
  isException: boolean;
  /**
   * The part of the day it covers on the location's clock: `from`/`till` as HH:mm; `from` null when it began on an
   * earlier day, `till` null when it runs on past the day; both null for the whole day.
   */
  from: string | null;
  till: string | null;
}

/** The instant a day begins on the location's clock. */
const startOf = (day: Day, timeZone: string): number => instantAt(day, '00:00', timeZone).getTime();

/**
 * What a staff member's slots say about one day: the exceptions touching it first (by start), then the weekly hours
 * of its weekday (by from). Exceptions outrank weekly hours, so they come first.
 */
export function entriesOfDay(slots: readonly AvailabilitySlot[], day: Day, timeZone: string): DayEntry[] {
  const dayStart = startOf(day, timeZone);
  const dayEnd = startOf(addCalendarDays(day, 1), timeZone);
  const weekday = isoWeekday(day);
  const exceptions: DayEntry[] = [];
  const weekly: DayEntry[] = [];
  for (const slot of slots) {
    if (slot.repeat === 'weekly') {
      if (slot.weekday === weekday && slot.from && slot.till) {
        weekly.push({ slot, kind: slot.kind, isException: false, from: slot.from, till: slot.till });
      }
      continue;
    }
    if (!slot.start || !slot.end) continue;
    const start = Date.parse(slot.start);
    const end = Date.parse(slot.end);
    if (!(start < dayEnd && dayStart < end)) continue;
    exceptions.push({
      slot,
      kind: slot.kind,
      isException: true,
      from: start > dayStart ? wallClockTime(new Date(start), timeZone) : null,
      till: end < dayEnd ? wallClockTime(new Date(end), timeZone) : null,
    });
  }
  exceptions.sort((a, b) => Date.parse(a.slot.start!) - Date.parse(b.slot.start!));
  weekly.sort((a, b) => a.from!.localeCompare(b.from!));
  return [...exceptions, ...weekly];
}

/**
 * Whether the staff member keeps weekly available hours: then a day without any counts as unavailable; without
 * them every hour that no exception takes away counts as available.
 */
export const keepsWeeklyHours = (slots: readonly AvailabilitySlot[]): boolean =>
  slots.some((slot) => slot.repeat === 'weekly' && slot.kind === 'available');

/** Exceptions that have not ended yet, by start: the ones worth listing beside the week. */
export function currentExceptions(slots: readonly AvailabilitySlot[], now: Date): AvailabilitySlot[] {
  return slots
    .filter((slot) => slot.repeat === 'once' && slot.end !== null && Date.parse(slot.end) > now.getTime())
    .sort((a, b) => Date.parse(a.start!) - Date.parse(b.start!));
}
