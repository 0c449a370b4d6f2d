import { isKnownTimeZone, zonedInstant, type WallClockFields } from '@stay/contract';
import ICAL from 'ical.js';
import type { StayDates } from '../reservation';
import { guestNameOf, isBlockedSummary } from './booking-rules';

export interface ClockTime {
  hour: number;
  minute: number;
}

export interface ParseOptions {
  /** The location's zone: all-day dates and floating times are read in it. */
  timeZone: string;
  /** When a stay given as dates only starts (on its first day) and ends (on its DTEND day). */
  checkIn: ClockTime;
  checkOut: ClockTime;
}

/** Why an event is not imported although it could be read. */
export type SkipReason = 'blocked' | 'cancelled' | 'recurring';

export type FeedEvent =
  | { kind: 'booking'; uid: string; summary: string; stay: StayDates; guest: { firstname: string; surname: string } | null }
  | { kind: 'skipped'; uid: string | null; summary: string; reason: SkipReason }
  | { kind: 'invalid'; uid: string | null; summary: string; reason: string };

/** The text is not an iCalendar document at all (an error page, JSON, a truncated download). */
export class FeedFormatError extends Error {}

type Time = InstanceType<typeof ICAL.Time>;
type Component = InstanceType<typeof ICAL.Component>;

const textOf = (component: Component, name: string): string => {
  const value = component.getFirstPropertyValue(name);
  return typeof value === 'string' ? value.trim() : '';
};

function fieldsOf(time: Time, clock?: ClockTime): WallClockFields {
  return { year: time.year, month: time.month, day: time.day, hour: clock?.hour ?? time.hour, minute: clock?.minute ?? time.minute, second: clock ? 0 : time.second };
}

/** The instant of a DTSTART/DTEND value: dates at the given clock time, times in their zone, floating in the location's. */
function instantOf(time: Time, tzid: unknown, options: ParseOptions, clockForDates: ClockTime): Date {
  if (time.isDate) return zonedInstant(fieldsOf(time, clockForDates), options.timeZone);
  if (time.zone === ICAL.Timezone.utcTimezone) return new Date(Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second));
  // An IANA name is read with the runtime's current rules, which beat a VTIMEZONE copy an old export may carry.
  if (typeof tzid === 'string' && isKnownTimeZone(tzid)) return zonedInstant(fieldsOf(time), tzid);
  // Otherwise the feed's own VTIMEZONE (Windows zone names come this way).
  if (time.zone && time.zone !== ICAL.Timezone.localTimezone) return new Date(time.toUnixTime() * 1000);
  if (typeof tzid === 'string' && tzid !== '') throw new Error(`unknown time zone ${tzid}`);
  return zonedInstant(fieldsOf(time), options.timeZone);
}

function readEvent(component: Component, options: ParseOptions): FeedEvent {
  const uid = textOf(component, 'uid') || null;
  const summary = textOf(component, 'summary');
  if (component.hasProperty('recurrence-id') || component.hasProperty('rrule') || component.hasProperty('rdate')) {
    // A stay is one period; repeating events are office hours or cleaning rounds, never bookings.
    return { kind: 'skipped', uid, summary, reason: 'recurring' };
  }
  if (textOf(component, 'status').toUpperCase() === 'CANCELLED') return { kind: 'skipped', uid, summary, reason: 'cancelled' };
  if (isBlockedSummary(summary)) return { kind: 'skipped', uid, summary, reason: 'blocked' };
  if (!uid) return { kind: 'invalid', uid, summary, reason: 'the event has no UID' };
  const startProperty = component.getFirstProperty('dtstart');
  if (!startProperty) return { kind: 'invalid', uid, summary, reason: 'the event has no start (DTSTART)' };

  const event = new ICAL.Event(component);
  const start = instantOf(event.startDate, startProperty.getParameter('tzid'), options, options.checkIn);
  const endProperty = component.getFirstProperty('dtend');
  const end = instantOf(event.endDate, endProperty?.getParameter('tzid') ?? startProperty.getParameter('tzid'), options, options.checkOut);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return { kind: 'invalid', uid, summary, reason: 'the dates cannot be read' };
  if (end.getTime() <= start.getTime()) return { kind: 'invalid', uid, summary, reason: 'the stay ends before it starts' };
  return { kind: 'booking', uid, summary, stay: { startDateTime: start.toISOString(), endDateTime: end.toISOString() }, guest: guestNameOf(summary) };
}

function calendarsOf(text: string): Component[] {
  let parsed: unknown;
  try {
    parsed = ICAL.parse(text);
  } catch {
    // The parser's message quotes the line it stumbled on: the answer of whatever the address named stays out of it.
    throw new FeedFormatError('not an iCalendar feed (it cannot be parsed)');
  }
  const roots = Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed : [parsed];
  const calendars = roots.flatMap((root) => {
    try {
      const component = new ICAL.Component(root as ConstructorParameters<typeof ICAL.Component>[0]);
      return component.name === 'vcalendar' ? [component] : [];
    } catch {
      return [];
    }
  });
  if (calendars.length === 0) throw new FeedFormatError('not an iCalendar feed (no VCALENDAR)');
  return calendars;
}

/**
 * Reads every VEVENT of an iCalendar text. Throws FeedFormatError when the text is not a calendar; an event that
 * cannot be read comes back as `invalid` and leaves the others alone. A UID seen twice is invalid the second time.
 */
export function parseFeed(text: string, options: ParseOptions): FeedEvent[] {
  const seen = new Set<string>();
  return calendarsOf(text)
    .flatMap((calendar) => calendar.getAllSubcomponents('vevent'))
    .map((component): FeedEvent => {
      let event: FeedEvent;
      try {
        event = readEvent(component, options);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return { kind: 'invalid', uid: textOf(component, 'uid') || null, summary: textOf(component, 'summary'), reason };
      }
      if (event.kind !== 'booking') return event;
      if (seen.has(event.uid)) return { kind: 'invalid', uid: event.uid, summary: event.summary, reason: 'the UID appears more than once' };
      seen.add(event.uid);
      return event;
    });
}
