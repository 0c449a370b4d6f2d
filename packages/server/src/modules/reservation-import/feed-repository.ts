import type { FeedChannel, FeedProblem, FeedSkipReason } from '@stay/contract';
import type { Selectable } from 'kysely';
import type { Database, DbOrTrx } from '../../db/database';
import type { ReservationFeedStatus } from '../../db/tables/reservation-feeds';

export type FeedRow = Selectable<Database['reservation_feeds']>;

export interface ImportCounts {
  created: number;
  /** Moved to other dates or to another status (provisional, confirmed). */
  updated: number;
  unchanged: number;
  cancelled: number;
  skipped: number;
  missing: number;
  errors: number;
}

/** Why events were skipped, and the events that could not be read (at most MAX_REPORTED_PROBLEMS). */
export interface FeedRunReport {
  skippedBy: Record<FeedSkipReason, number>;
  problems: FeedProblem[];
}

export function findFeed(db: DbOrTrx, suiteId: string, url: string): Promise<FeedRow | undefined> {
  return db.selectFrom('reservation_feeds').selectAll().where('accommodation_id', '=', suiteId).where('url', '=', url).executeTakeFirst();
}

export function findFeedById(db: DbOrTrx, id: string): Promise<FeedRow | undefined> {
  return db.selectFrom('reservation_feeds').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertFeed(
  db: DbOrTrx,
  feed: { id: string; suiteId: string; url: string; isScheduled: boolean; createdAt: string; channel: FeedChannel | null },
): Promise<void> {
  await db
    .insertInto('reservation_feeds')
    .values({ id: feed.id, accommodation_id: feed.suiteId, url: feed.url, is_scheduled: feed.isScheduled ? 1 : 0, created_at: feed.createdAt, channel: feed.channel })
    .execute();
}

/** The feeds of these suites, oldest first. */
export function listFeedsOfSuites(db: DbOrTrx, suiteIds: string[]): Promise<FeedRow[]> {
  if (suiteIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('reservation_feeds').selectAll().where('accommodation_id', 'in', suiteIds).orderBy('created_at').orderBy('id').execute();
}

/** Removes a feed and its event links; the reservations it imported stay. */
export async function deleteFeed(db: DbOrTrx, id: string): Promise<void> {
  await db.deleteFrom('reservation_feeds').where('id', '=', id).execute();
}

export async function setFeedScheduled(db: DbOrTrx, id: string, isScheduled: boolean): Promise<void> {
  await db.updateTable('reservation_feeds').set({ is_scheduled: isScheduled ? 1 : 0 }).where('id', '=', id).execute();
}

/** The feeds the periodic job runs, oldest first. */
export function listScheduledFeeds(db: DbOrTrx): Promise<FeedRow[]> {
  return db.selectFrom('reservation_feeds').selectAll().where('is_scheduled', '=', 1).orderBy('created_at').orderBy('id').execute();
}

/**
 * Claims a feed for a run: moves `last_run_at` to `at` only when its last run started no later than `dueBefore`.
 * With several instances polling, only the one whose update lands runs the feed.
 */
export async function claimFeed(db: DbOrTrx, id: string, at: string, dueBefore: string): Promise<boolean> {
  const result = await db
    .updateTable('reservation_feeds')
    .set({ last_run_at: at })
    .where('id', '=', id)
    .where('is_scheduled', '=', 1)
    .where((eb) => eb.or([eb('last_run_at', 'is', null), eb('last_run_at', '<=', dueBefore)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function recordRun(
  db: DbOrTrx,
  id: string,
  run: { at: string; status: ReservationFeedStatus; error: string | null; counts: ImportCounts; report: FeedRunReport; channel: FeedChannel | null },
): Promise<void> {
  const { counts } = run;
  await db
    .updateTable('reservation_feeds')
    .set({
      last_run_at: run.at,
      last_status: run.status,
      last_error: run.error,
      last_created: counts.created,
      last_moved: counts.updated,
      last_cancelled: counts.cancelled,
      last_report: JSON.stringify(run.report),
      ...(run.channel ? { recognised_channel: run.channel } : {}),
      last_unchanged: counts.unchanged,
      last_skipped: counts.skipped,
      last_missing: counts.missing,
      last_errors: counts.errors,
    })
    .where('id', '=', id)
    .execute();
}

/** UID → reservation id of the feed's imported events. */
export async function findFeedEvents(db: DbOrTrx, feedId: string): Promise<Map<string, string>> {
  const rows = await db.selectFrom('reservation_feed_events').select(['uid', 'reservation_id']).where('feed_id', '=', feedId).execute();
  return new Map(rows.map((row) => [row.uid, row.reservation_id]));
}

export async function insertFeedEvent(db: DbOrTrx, event: { feedId: string; uid: string; reservationId: string; createdAt: string }): Promise<void> {
  await db
    .insertInto('reservation_feed_events')
    .values({ feed_id: event.feedId, uid: event.uid, reservation_id: event.reservationId, created_at: event.createdAt })
    .execute();
}

export async function hasFeedEvent(db: DbOrTrx, feedId: string, uid: string): Promise<boolean> {
  const row = await db.selectFrom('reservation_feed_events').select('uid').where('feed_id', '=', feedId).where('uid', '=', uid).executeTakeFirst();
  return row !== undefined;
}
