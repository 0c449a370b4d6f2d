import { randomUUID } from 'node:crypto';
import { DEFAULT_TIME_ZONE, locationStayTimesOf, type FeedChannel, type FeedProblem, type FeedSkipReason } from '@stay/contract';
import type { Db, DbOrTrx } from '../../db/database';
import type { ReservationFeedStatus } from '../../db/tables/reservation-feeds';
import { findSuiteById, findSuitesByIdOrName, insertReservationSuite, type SuiteRow } from '../suite';
import { findLocation } from '../locations';
import {
  CANCELLED_RESERVATION_STATUS,
  CONFIRMED_RESERVATION_STATUS,
  PROVISIONAL_RESERVATION_STATUS,
  findReservationById,
  insertConfirmedReservation,
  isSameStay,
  moveReservation,
  newUniqueReservationNumber,
  setReservationStatus,
  type StayDates,
} from '../reservation';
import { loadPermissions } from '../settings';
import {
  findFeed,
  findFeedEvents,
  insertFeed,
  insertFeedEvent,
  recordRun,
  setFeedScheduled,
  type FeedRow,
  type FeedRunReport,
  type ImportCounts,
} from './feed-repository';
import { CHANNEL_RULES } from './booking-rules';
import type { FeedSource } from './feed-source';
import { FeedFormatError, readFeed, type ClockTime, type FeedEvent } from './parse-feed';
import { parseClockTime } from './clock-time';

export interface FeedRun {
  feedId: string;
  url: string;
  accommodation: { id: string; name: string } | null;
  /** The location's zone, for showing the stays. */
  timeZone: string;
  status: ReservationFeedStatus;
  /** Why the run failed or found nothing; for an `ok` run, the first event that could not be read. */
  error: string | null;
  counts: ImportCounts;
  /** The channel the calendar was read as; null when it could not be read. */
  channel: FeedChannel | null;
  report: FeedRunReport;
}

export type EventOutcome = 'created' | 'updated' | 'unchanged' | 'cancelled' | 'skipped' | 'error';

/** What a run reports while it goes, for the command line. */
export type ImportProgress =
  | { kind: 'read'; bytes: number; events: number; timeZone: string }
  | {
      kind: 'event';
      outcome: EventOutcome;
      uid: string | null;
      summary: string;
      /** Why it was skipped or failed. */
      reason?: FeedSkipReason | string;
      isProvisional?: boolean;
      reservationNumber?: string;
      stay?: StayDates;
      previousStay?: StayDates;
    }
  | { kind: 'missing'; uid: string; reservationNumber: string; stay: StayDates };

export interface ImportDeps {
  db: Db;
  source: FeedSource;
}

export const emptyCounts = (): ImportCounts => ({ created: 0, updated: 0, unchanged: 0, cancelled: 0, skipped: 0, missing: 0, errors: 0 });

/** The events the report of a run lists at most: enough to find the pattern, small enough to store. */
export const MAX_REPORTED_PROBLEMS = 20;

export const emptyReport = (): FeedRunReport => ({ skippedBy: { blocked: 0, cancelled: 0, recurring: 0, ended: 0 }, problems: [] });

/**
 * Imported reservations are numbered "ICS-" and 10 random hexadecimal digits (40 bits): the feeds carry no booking
 * number, and a number derived from the event could be worked out by whoever sees the feed. The feed's event table,
 * not the number, keeps one reservation per event.
 */
export const IMPORTED_RESERVATION_NUMBER = { prefix: 'ICS-', alphabet: '0123456789ABCDEF', length: 10 } as const;

export type SuiteLookup = { ok: true; accommodation: SuiteRow & { location_id: string } } | { ok: false; reason: string };

/** The suite a feed is for, by id or (unique) name; it must belong to a location. */
export async function findImportSuite(db: DbOrTrx, idOrName: string): Promise<SuiteLookup> {
  const found = await findSuitesByIdOrName(db, idOrName);
  const [suite] = found;
  if (!suite) return { ok: false, reason: `no accommodation is called or has the id "${idOrName}"` };
  if (found.length > 1) {
    return { ok: false, reason: `${found.length} accommodations are called "${idOrName}"; use one of their ids: ${found.map((row) => row.id).join(', ')}` };
  }
  const locationId = suite.location_id;
  if (locationId === null) return { ok: false, reason: `${suite.name} belongs to no location, so its reservations would belong to nobody` };
  return { ok: true, accommodation: { ...suite, location_id: locationId } };
}

/** The feed of a suite at this address, added when new; `schedule` saves it for the periodic job. */
export async function registerFeed(
  db: DbOrTrx,
  input: { suiteId: string; url: string; schedule: boolean; now: Date; channel?: FeedChannel | null },
): Promise<FeedRow> {
  const existing = await findFeed(db, input.suiteId, input.url);
  if (!existing) {
    await insertFeed(db, {
      id: randomUUID(),
      suiteId: input.suiteId,
      url: input.url,
      isScheduled: input.schedule,
      createdAt: input.now.toISOString(),
      channel: input.channel ?? null,
    });
  } else if (input.schedule && existing.is_scheduled !== 1) {
    await setFeedScheduled(db, existing.id, true);
  }
  const feed = await findFeed(db, input.suiteId, input.url);
  if (!feed) throw new Error(`The feed ${input.url} was not stored`);
  return feed;
}

/** Arrival and departure of a stay the feed gives as dates only: the location's check-in and checkout times. */
async function stayTimesAt(db: DbOrTrx, locationId: string): Promise<{ checkIn: ClockTime; checkOut: ClockTime }> {
  const times = locationStayTimesOf(await loadPermissions(db, 'GUEST', locationId));
  return { checkIn: parseClockTime(times.checkInTime) as ClockTime, checkOut: parseClockTime(times.checkOutTime) as ClockTime };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Imports one feed. A new event UID creates a reservation for the suite (provisional for a tentative booking,
 * confirmed otherwise); a known UID with other dates or another status updates its reservation; a known UID as it
 * was writes nothing; a known UID marked STATUS:CANCELLED cancels its reservation. Nothing else is cancelled: a feed
 * that cannot be read, is empty or is not a calendar changes no reservation, and a reservation whose event left an
 * otherwise good feed is only counted as missing (exports drop past and far-future events and fail partially, so
 * an absent event is no proof of a cancellation). The run's outcome and report are stored on the feed.
 */
export async function runFeed(deps: ImportDeps, feed: FeedRow, now: Date, onProgress: (progress: ImportProgress) => void = () => {}): Promise<FeedRun> {
  const { db, source } = deps;
  const counts = emptyCounts();
  const report = emptyReport();
  let channel: FeedChannel | null = null;
  const suite = await findSuiteById(db, feed.accommodation_id);
  const locationId = suite?.location_id ?? null;
  const location = locationId ? await findLocation(db, locationId) : undefined;
  const timeZone = location?.time_zone ?? DEFAULT_TIME_ZONE;

  const finish = async (status: ReservationFeedStatus, error: string | null): Promise<FeedRun> => {
    await recordRun(db, feed.id, { at: now.toISOString(), status, error, counts, report, channel });
    return {
      feedId: feed.id,
      url: feed.url,
      accommodation: suite ? { id: suite.id, name: suite.name } : null,
      timeZone,
      status,
      error,
      counts,
      channel,
      report,
    };
  };

  if (!suite || !locationId) return finish('failed', 'the accommodation belongs to no location');
  const read = await source.read(feed.url);
  if (!read.ok) return finish('failed', read.reason);
  if (read.text.trim() === '') return finish('empty', 'the feed answered without any content');
  let events: FeedEvent[];
  try {
    ({ channel, events } = readFeed(read.text, { timeZone, ...(await stayTimesAt(db, locationId)), channel: feed.channel, url: feed.url }));
  } catch (error) {
    if (error instanceof FeedFormatError) return finish('failed', error.message);
    throw error;
  }
  const rules = CHANNEL_RULES[channel];
  onProgress({ kind: 'read', bytes: read.bytes, events: events.length, timeZone });
  if (events.length === 0) return finish('empty', 'the feed holds no events');

  const links = await findFeedEvents(db, feed.id);
  let firstError: string | null = null;
  const failed = (event: FeedEvent, reason: string) => {
    counts.errors += 1;
    firstError ??= `${event.uid ?? 'an event without UID'}: ${reason}`;
    if (report.problems.length < MAX_REPORTED_PROBLEMS) report.problems.push({ uid: event.uid, reason } satisfies FeedProblem);
    onProgress({ kind: 'event', outcome: 'error', uid: event.uid, summary: event.summary, reason });
  };

  for (const event of events) {
    if (event.kind === 'invalid') {
      failed(event, event.reason);
      continue;
    }
    const skipped = (reason: FeedSkipReason) => {
      counts.skipped += 1;
      report.skippedBy[reason] += 1;
      onProgress({ kind: 'event', outcome: 'skipped', uid: event.uid, summary: event.summary, reason });
    };
    if (event.kind === 'skipped') {
      skipped(event.reason);
      continue;
    }
    try {
      if (event.kind === 'cancelled') {
        const reservationNumber = await applyCancellation(db, links, event.uid);
        if (reservationNumber === null) skipped('cancelled');
        else {
          counts.cancelled += 1;
          onProgress({ kind: 'event', outcome: 'cancelled', uid: event.uid, summary: event.summary, reservationNumber });
        }
        continue;
      }
      const outcome = await applyBooking(db, { feed, accommodation: suite, locationId, links, now, relationName: rules.relationName }, event);
      if (outcome.outcome === 'skipped') skipped(outcome.reason);
      else {
        counts[outcome.outcome] += 1;
        onProgress({ kind: 'event', uid: event.uid, summary: event.summary, stay: event.stay, isProvisional: event.isProvisional, ...outcome });
      }
    } catch (error) {
      failed(event, messageOf(error));
    }
  }

  const uidsInFeed = new Set(events.map((event) => event.uid));
  for (const [uid, reservationId] of links) {
    if (uidsInFeed.has(uid)) continue;
    const row = await findReservationById(db, reservationId);
    // Stays that are over drop out of every export; only a coming or current stay is worth a look.
    if (!row || new Date(row.end_date_time).getTime() <= now.getTime()) continue;
    counts.missing += 1;
    onProgress({ kind: 'missing', uid, reservationNumber: row.reservation_number, stay: { startDateTime: row.start_date_time, endDateTime: row.end_date_time } });
  }
  return finish('ok', firstError);
}

interface BookingContext {
  feed: FeedRow;
  accommodation: SuiteRow;
  locationId: string;
  links: Map<string, string>;
  now: Date;
  /** The channel's name, for the relation of new reservations. */
  relationName: string;
}

/**
 * The channel a feed comes from as the relation its stays are booked through: the channel's name, or for a calendar
 * of no known channel its host (a property system's address).
 */
function feedRelation(feed: FeedRow, relationName: string, isKnownChannel: boolean): { erpUid: string; name: string } {
  return { erpUid: `ICAL-${feed.id}`, name: (isKnownChannel ? '' : hostOf(feed.url)) || relationName };
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

/** Cancels the reservation a cancelled event became; its number, or null when there was none or it is cancelled already. */
async function applyCancellation(db: Db, links: Map<string, string>, uid: string | null): Promise<string | null> {
  const reservationId = uid === null ? undefined : links.get(uid);
  const row = reservationId ? await findReservationById(db, reservationId) : undefined;
  if (!row || row.status === CANCELLED_RESERVATION_STATUS) return null;
  await setReservationStatus(db, row.id, CANCELLED_RESERVATION_STATUS);
  return row.reservation_number;
}

const statusOf = (event: { isProvisional: boolean }) => (event.isProvisional ? PROVISIONAL_RESERVATION_STATUS : CONFIRMED_RESERVATION_STATUS);

type BookingOutcome =
  | { outcome: 'created' | 'unchanged'; reservationNumber: string }
  | { outcome: 'updated'; reservationNumber: string; previousStay: StayDates }
  | { outcome: 'skipped'; reason: 'ended' };

async function applyBooking(db: Db, context: BookingContext, event: Extract<FeedEvent, { kind: 'booking' }>): Promise<BookingOutcome> {
  const { feed, accommodation: suite, locationId, links, now } = context;
  const reservationId = links.get(event.uid);
  const status = statusOf(event);
  if (reservationId) {
    const row = await findReservationById(db, reservationId);
    if (!row) throw new Error('its reservation no longer exists');
    if (isSameStay(row, event.stay) && row.status === status) return { outcome: 'unchanged', reservationNumber: row.reservation_number };
    await db.transaction().execute(async (trx) => {
      if (!isSameStay(row, event.stay)) await moveReservation(trx, row, event.stay);
      if (row.status !== status) await setReservationStatus(trx, row.id, status);
    });
    return { outcome: 'updated', reservationNumber: row.reservation_number, previousStay: { startDateTime: row.start_date_time, endDateTime: row.end_date_time } };
  }
  // Exports keep months of history; a stay that is over needs no reservation any more.
  if (new Date(event.stay.endDateTime).getTime() <= now.getTime()) return { outcome: 'skipped', reason: 'ended' };

  const id = randomUUID();
  const reservationNumber = await newUniqueReservationNumber(db, IMPORTED_RESERVATION_NUMBER);
  try {
    await db.transaction().execute(async (trx) => {
      await insertConfirmedReservation(trx, {
        id,
        reservationNumber,
        locationId,
        suiteName: suite.name,
        ...event.stay,
        mainGuest: event.guest ?? { firstname: '', surname: '' },
        relation: feedRelation(feed, context.relationName, context.relationName !== CHANNEL_RULES.other.relationName),
        status,
      });
      await insertReservationSuite(trx, id, suite.id);
      await insertFeedEvent(trx, { feedId: feed.id, uid: event.uid, reservationId: id, createdAt: now.toISOString() });
    });
  } catch (error) {
    // Another run (a second server instance, the command line) imported the same event a moment earlier.
    const imported = (await findFeedEvents(db, feed.id)).get(event.uid);
    const row = imported ? await findReservationById(db, imported) : undefined;
    if (row) return { outcome: 'unchanged', reservationNumber: row.reservation_number };
    throw error;
  }
  return { outcome: 'created', reservationNumber };
}
