import { isKnownTimeZone, zonedInstant, type FeedChannel, type WallClockFields } from '@stay/contract';
import ICAL from 'ical.js';
import type { StayDates } from '../reservation';
import { guestNameOf, isBlockedSummary, isProvisionalSummary, recogniseChannel } from './booking-rules';
import { splitTolerantly, type TolerantPart } from './tolerant-split';
import { ianaZoneOfWindowsName } from './windows-zones';

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
  /** The channel the feed was added with; null or absent: recognised from the PRODID and `url`. */
  channel?: FeedChannel | null;
  /** The feed's address, to recognise its channel by. */
  url?: string;
}

/** Why an event is not imported although it could be read. */
export type SkipReason = 'blocked' | 'recurring';

export type FeedEvent =
  | {
      kind: 'booking';
      uid: string;
      summary: string;
      stay: StayDates;
      guest: { firstname: string; surname: string } | null;
      /** STATUS:TENTATIVE or a provisional marker in the summary ("Option", "Anfrage", "Provisoire"). */
      isProvisional: boolean;
    }
  /** STATUS:CANCELLED: a stay the channel cancelled (its reservation is cancelled when it was imported). */
  | { kind: 'cancelled'; uid: string | null; summary: string }
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
  // Outlook and Exchange name Windows zones, with or without a VTIMEZONE: read with today's rules of their IANA zone.
  const windowsZone = typeof tzid === 'string' ? ianaZoneOfWindowsName(tzid) : undefined;
  if (windowsZone) return zonedInstant(fieldsOf(time), windowsZone);
  // Otherwise the feed's own VTIMEZONE (Windows zone names come this way).
  if (time.zone && time.zone !== ICAL.Timezone.localTimezone) return new Date(time.toUnixTime() * 1000);
  if (typeof tzid === 'string' && tzid !== '') throw new Error(`unknown time zone ${tzid}`);
  return zonedInstant(fieldsOf(time), options.timeZone);
}

function readEvent(component: Component, options: ParseOptions, channel: FeedChannel): FeedEvent {
  const uid = textOf(component, 'uid') || null;
  const summary = textOf(component, 'summary');
  if (component.hasProperty('recurrence-id') || component.hasProperty('rrule') || component.hasProperty('rdate')) {
    // A stay is one period; repeating events are office hours or cleaning rounds, never bookings.
    return { kind: 'skipped', uid, summary, reason: 'recurring' };
  }
  const status = textOf(component, 'status').toUpperCase();
  if (status === 'CANCELLED') return { kind: 'cancelled', uid, summary };
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
  return {
    kind: 'booking',
    uid,
    summary,
    stay: { startDateTime: start.toISOString(), endDateTime: end.toISOString() },
    guest: guestNameOf(summary, channel),
    isProvisional: status === 'TENTATIVE' || isProvisionalSummary(summary),
  };
}

/** An event in the order of the feed: a component to read, or a block with a line that cannot be parsed. */
type EventPart = { kind: 'component'; component: Component } | Extract<TolerantPart, { kind: 'unreadable' }>;

function componentOf(jcal: unknown): Component | null {
  try {
    return new ICAL.Component(jcal as ConstructorParameters<typeof ICAL.Component>[0]);
  } catch {
    return null;
  }
}

/** Every VCALENDAR of a text that ical.js parses as a whole. */
function wholeCalendars(text: string): Component[] | null {
  let parsed: unknown;
  try {
    parsed = ICAL.parse(text);
  } catch {
    return null;
  }
  const roots = Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed : [parsed];
  return roots.flatMap((root) => {
    const component = componentOf(root);
    return component?.name === 'vcalendar' ? [component] : [];
  });
}

/**
 * The calendars and their events in feed order. A feed ical.js refuses as a whole is read event by event: one
 * malformed line costs its own event, never the feed.
 */
function eventsOf(text: string): { calendars: Component[]; parts: EventPart[] } {
  const whole = wholeCalendars(text);
  if (whole && whole.length > 0) {
    return { calendars: whole, parts: whole.flatMap((calendar) => calendar.getAllSubcomponents('vevent').map((component) => ({ kind: 'component' as const, component }))) };
  }
  const split = splitTolerantly(text);
  // The parser's message quotes the line it stumbled on: the answer of whatever the address named stays out of it.
  if (!split) throw new FeedFormatError(whole ? 'not an iCalendar feed (no VCALENDAR)' : 'not an iCalendar feed (it cannot be parsed)');
  const calendar = wholeCalendars(split.shell)?.[0];
  if (!calendar) throw new FeedFormatError('not an iCalendar feed (it cannot be parsed)');
  const parts = split.parts.map((part): EventPart => {
    if (part.kind === 'unreadable') return part;
    let component: Component | null;
    try {
      component = componentOf(ICAL.parse(part.text));
    } catch {
      component = null;
    }
    if (!component) return { kind: 'unreadable', uid: part.uid, reason: 'the event cannot be read' };
    calendar.addSubcomponent(component);
    return { kind: 'component', component };
  });
  return { calendars: [calendar], parts };
}

/** What a calendar text holds: the channel it was read as and every VEVENT. */
export interface ReadFeed {
  channel: FeedChannel;
  events: FeedEvent[];
}

/**
 * Reads every VEVENT of an iCalendar text. Throws FeedFormatError when the text is not a calendar; an event that
 * cannot be read (a malformed line, bad dates) comes back as `invalid` and leaves the others alone. A UID seen twice
 * is invalid the second time.
 */
export function readFeed(text: string, options: ParseOptions): ReadFeed {
  const { calendars, parts } = eventsOf(text);
  const channel = options.channel ?? recogniseChannel(calendars.map((calendar) => textOf(calendar, 'prodid')).join(' '), options.url ?? '');
  const seen = new Set<string>();
  const events = parts.map((part): FeedEvent => {
    if (part.kind === 'unreadable') return { kind: 'invalid', uid: part.uid, summary: '', reason: part.reason };
    const { component } = part;
    let event: FeedEvent;
    try {
      event = readEvent(component, options, channel);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return { kind: 'invalid', uid: textOf(component, 'uid') || null, summary: textOf(component, 'summary'), reason };
    }
    if (event.kind !== 'booking') return event;
    if (seen.has(event.uid)) return { kind: 'invalid', uid: event.uid, summary: event.summary, reason: 'the UID appears more than once' };
    seen.add(event.uid);
    return event;
  });
  return { channel, events };
}

/** The events of an iCalendar text (see readFeed). */
export function parseFeed(text: string, options: ParseOptions): FeedEvent[] {
  return readFeed(text, options).events;
}
