import {
  AVAILABILITY_MAX_SPAN_MS,
  type AvailabilityKind,
  type AvailabilityRepeat,
  type AvailabilitySlot,
  type AvailabilitySlotBodyInput,
  addCalendarDays,
  instantAt,
  wallClockOf,
} from '@stay/contract';
import { timesOfDay } from '@/lib/time/wall-clock';
import { isoWeekday, type Day } from './week';

/** What the add/edit form holds; times are HH:mm on the location's clock. */
export interface SlotForm {
  kind: AvailabilityKind;
  repeat: AvailabilityRepeat;
  /** Weekly hours: ISO weekday 1 Monday … 7 Sunday, from and till (till may be 24:00). */
  weekday: number;
  from: string;
  till: string;
  /** An exception: first and last day; with times unless it takes whole days. */
  startDay: Day;
  endDay: Day;
  isAllDay: boolean;
  startTime: string;
  endTime: string;
  note: string;
}

export type SlotFormProblem = 'tillNotAfterFrom' | 'endNotAfterStart' | 'spanTooLong';

const TIME_STEP_MINUTES = 15;
const DAY_START = '00:00';
const DAY_END = '24:00';

/** The times a "from" may take (00:00–23:45), with `current` kept when it is off the 15-minute grid. */
export function fromTimes(current?: string): string[] {
  return withCurrent(timesOfDay(TIME_STEP_MINUTES), current);
}

/** The times a "till" may take (00:15–24:00), with `current` kept when it is off the grid. */
export function tillTimes(current?: string): string[] {
  return withCurrent([...timesOfDay(TIME_STEP_MINUTES).slice(1), DAY_END], current);
}

function withCurrent(times: string[], current?: string): string[] {
  return !current || times.includes(current) ? times : [...times, current].sort();
}

/** A new slot: weekly hours 09:00–17:00 on `day`'s weekday, or (as an exception) that whole day. */
export function newSlotForm(day: Day, repeat: AvailabilityRepeat = 'weekly'): SlotForm {
  return {
    kind: repeat === 'once' ? 'unavailable' : 'available',
    repeat,
    weekday: isoWeekday(day),
    from: '09:00',
    till: '17:00',
    startDay: day,
    endDay: day,
    isAllDay: true,
    startTime: '09:00',
    endTime: '17:00',
    note: '',
  };
}

/** The form of a stored slot, on the location's clock. An exception from midnight to midnight takes whole days. */
export function formOfSlot(slot: AvailabilitySlot, timeZone: string): SlotForm {
  const base = newSlotForm(wallClockOf(new Date(slot.start ?? slot.updated), timeZone).day, slot.repeat);
  if (slot.repeat === 'weekly') {
    return { ...base, kind: slot.kind, weekday: slot.weekday ?? base.weekday, from: slot.from ?? base.from, till: slot.till ?? base.till, note: slot.note };
  }
  const start = wallClockOf(new Date(slot.start!), timeZone);
  const end = wallClockOf(new Date(slot.end!), timeZone);
  const isAllDay = start.time === DAY_START && end.time === DAY_START;
  return {
    ...base,
    kind: slot.kind,
    startDay: start.day,
    endDay: isAllDay ? addCalendarDays(end.day, -1) : end.day,
    isAllDay,
    startTime: isAllDay ? base.startTime : start.time,
    endTime: isAllDay ? base.endTime : end.time,
    note: slot.note,
  };
}

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** An exception's instants: whole days run from the first day's midnight to the midnight after the last. */
function exceptionSpan(form: SlotForm, timeZone: string): { start: Date; end: Date } {
  return form.isAllDay
    ? { start: instantAt(form.startDay, DAY_START, timeZone), end: instantAt(addCalendarDays(form.endDay, 1), DAY_START, timeZone) }
    : { start: instantAt(form.startDay, form.startTime, timeZone), end: instantAt(form.endDay, form.endTime, timeZone) };
}

/** What is wrong with the form, if anything (the same rules the server holds). */
export function problemOf(form: SlotForm, timeZone: string): SlotFormProblem | null {
  if (form.repeat === 'weekly') return minutesOf(form.till) > minutesOf(form.from) ? null : 'tillNotAfterFrom';
  const { start, end } = exceptionSpan(form, timeZone);
  if (end.getTime() <= start.getTime()) return 'endNotAfterStart';
  if (end.getTime() - start.getTime() > AVAILABILITY_MAX_SPAN_MS) return 'spanTooLong';
  return null;
}

/** The body to send for a valid form. */
export function bodyOf(form: SlotForm, timeZone: string): AvailabilitySlotBodyInput {
  const note = form.note.trim();
  if (form.repeat === 'weekly') return { repeat: 'weekly', kind: form.kind, weekday: form.weekday, from: form.from, till: form.till, note };
  const { start, end } = exceptionSpan(form, timeZone);
  return { repeat: 'once', kind: form.kind, start: start.toISOString(), end: end.toISOString(), note };
}
