import { randomUUID } from 'node:crypto';
import { DEFAULT_TIME_ZONE, locationStayTimesOf } from '@stay/contract';
import type { Db, DbOrTrx } from '../../db/database';
import type { ReservationFeedStatus } from '../../db/tables/reservation-feeds';
import { findSuiteById, findSuitesByIdOrName, insertReservationSuite, type SuiteRow } from '../suite';
import { findLocation } from '../locations';
import {
  findReservationById,
  insertConfirmedReservation,
  isSameStay,
  moveReservation,
  newUniqueReservationNumber,
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
  type ImportCounts,
} from './feed-repository';
import type { FeedSource } from './feed-source';
import { FeedFormatError, parseFeed, type ClockTime, type FeedEvent, type SkipReason } from './parse-feed';
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
}

export type EventOutcome = 'created' | 'moved' | 'unchanged' | 'skipped' | 'error';

/** What a run reports while it goes, for the command line. */
export type ImportProgress =
  | { kind: 'read'; bytes: number; events: number; timeZone: string }
  | {
      kind: 'event';
      outcome: EventOutcome;
      uid: string | null;
      summary: string;
      /** Why it was skipped or failed. */
      reason?: SkipReason | 'ended' | string;
      reservationNumber?: string;
      stay?: StayDates;
      previousStay?: StayDates;
    }
  | { kind: 'missing'; uid: string; reservationNumber: string; stay: StayDates };

export interface ImportDeps {
  db: Db;
  source: FeedSource;
}

export const emptyCounts = (): ImportCounts => ({ created: 0, moved: 0, unchanged: 0, skipped: 0, missing: 0, errors: 0 });

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
export async function registerFeed(db: DbOrTrx, input: { suiteId: string; url: string; schedule: boolean; now: Date }): Promise<FeedRow> {
  const existing = await findFeed(db, input.suiteId, input.url);
  if (!existing) {
    await insertFeed(db, { id: randomUUID(), suiteId: input.suiteId, url: input.url, isScheduled: input.schedule, createdAt: input.now.toISOString() });
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
 * Imports one feed. A new event UID creates a confirmed reservation for the suite; a known UID with other
 * dates moves its reservation; a known UID with the same dates writes nothing. Nothing is ever cancelled: a feed
 * that cannot be read, is empty or is not a calendar changes no reservation, and a reservation whose event left an
 * otherwise good feed is only counted as missing (exports drop past and far-future events and fail partially, so
 * an absent event is no proof of a cancellation). The run's outcome is stored on the feed.
 */
export async function runFeed(deps: ImportDeps, feed: FeedRow, now: Date, onProgress: (progress: ImportProgress) => void = () => {}): Promise<FeedRun> {
  const { db, source } = deps;
  const counts = emptyCounts();
  const suite = await findSuiteById(db, feed.accommodation_id);
  const locationId = suite?.location_id ?? null;
  const location = locationId ? await findLocation(db, locationId) : undefined;
  const timeZone = location?.time_zone ?? DEFAULT_TIME_ZONE;

  const finish = async (status: ReservationFeedStatus, error: string | null): Promise<FeedRun> => {
    await recordRun(db, feed.id, { at: now.toISOString(), status, error, counts });
    return {
      feedId: feed.id,
      url: feed.url,
      accommodation: suite ? { id: suite.id, name: suite.name } : null,
      timeZone,
      status,
      error,
      counts,
    };
  };

  if (!suite || !locationId) return finish('failed', 'the accommodation belongs to no location');
  const read = await source.read(feed.url);
  if (!read.ok) return finish('failed', read.reason);
  if (read.text.trim() === '') return finish('empty', 'the feed answered without any content');
  let events: FeedEvent[];
  try {
    events = parseFeed(read.text, { timeZone, ...(await stayTimesAt(db, locationId)) });
  } catch (error) {
    if (error instanceof FeedFormatError) return finish('failed', error.message);
    throw error;
  }
  onProgress({ kind: 'read', bytes: read.bytes, events: events.length, timeZone });
  if (events.length === 0) return finish('empty', 'the feed holds no events');

  const links = await findFeedEvents(db, feed.id);
  let firstError: string | null = null;
  const failed = (event: FeedEvent, reason: string) => {
    counts.errors += 1;
    firstError ??= `${event.uid ?? 'an event without UID'}: ${reason}`;
    onProgress({ kind: 'event', outcome: 'error', uid: event.uid, summary: event.summary, reason });
  };

  for (const event of events) {
    if (event.kind === 'invalid') {
      failed(event, event.reason);
      continue;
    }
    if (event.kind === 'skipped') {
      counts.skipped += 1;
      onProgress({ kind: 'event', outcome: 'skipped', uid: event.uid, summary: event.summary, reason: event.reason });
      continue;
    }
    try {
      const outcome = await applyBooking(db, { feed, accommodation: suite, locationId, links, now }, event);
      counts[outcome.outcome] += 1;
      onProgress({ kind: 'event', uid: event.uid, summary: event.summary, stay: event.stay, ...outcome });
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
}

/** The channel a feed comes from (its host, e.g. www.airbnb.com) as the relation its stays are booked through. */
function feedRelation(feed: FeedRow): { erpUid: string; name: string } {
  let host: string;
  try {
    host = new URL(feed.url).hostname;
  } catch {
    host = '';
  }
  return { erpUid: `ICAL-${feed.id}`, name: host || 'iCal feed' };
}

type BookingOutcome =
  | { outcome: 'created' | 'unchanged'; reservationNumber: string }
  | { outcome: 'moved'; reservationNumber: string; previousStay: StayDates }
  | { outcome: 'skipped'; reason: 'ended' };

async function applyBooking(db: Db, context: BookingContext, event: Extract<FeedEvent, { kind: 'booking' }>): Promise<BookingOutcome> {
  const { feed, accommodation: suite, locationId, links, now } = context;
  const reservationId = links.get(event.uid);
  if (reservationId) {
    const row = await findReservationById(db, reservationId);
    if (!row) throw new Error('its reservation no longer exists');
    if (isSameStay(row, event.stay)) return { outcome: 'unchanged', reservationNumber: row.reservation_number };
    await moveReservation(db, row, event.stay);
    return { outcome: 'moved', reservationNumber: row.reservation_number, previousStay: { startDateTime: row.start_date_time, endDateTime: row.end_date_time } };
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
        relation: feedRelation(feed),
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
