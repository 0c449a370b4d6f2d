import type { ReservationFeed, ReservationFeedCreateBody, ReservationFeedList } from '@stay/contract';
import type { Db, DbOrTrx } from '../../db/database';
import { AppError } from '../../errors';
import type { StaffCaller } from '../../http/caller';
import { locationExists } from '../locations';
import { findSuiteById, findSuitesAt } from '../suite';
import { deleteFeed, findFeed, findFeedById, listFeedsOfSuites, type FeedRow } from './feed-repository';
import type { FeedSource } from './feed-source';
import { registerFeed, runFeed } from './import-service';
import { toWireFeed } from './to-wire';

const FEED_ADDRESS = /^(https?|webcal):\/\/[^\s/?#]+/i;

/** An http(s) or webcal address with a host: the form every channel gives its export in. */
export function isFeedAddress(url: string): boolean {
  if (!FEED_ADDRESS.test(url)) return false;
  try {
    return new URL(url.replace(/^webcal:\/\//i, 'https://')).hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The location management manages feeds of: their own (another named: LOCATION_NOT_FOUND); staff without a location
 * name one. Only MANAGEMENT manages feeds.
 */
async function managedLocation(db: DbOrTrx, staff: StaffCaller, location: string | undefined): Promise<string> {
  if (staff.role !== 'MANAGEMENT') throw new AppError('UNAUTHORIZED');
  if (staff.locationId !== null) {
    if (location !== undefined && location !== staff.locationId) throw new AppError('LOCATION_NOT_FOUND');
    return staff.locationId;
  }
  if (location === undefined) throw new AppError('INVALID_INPUT', 'query.location: name the location whose feeds to manage');
  if (!(await locationExists(db, location))) throw new AppError('LOCATION_NOT_FOUND');
  return location;
}

export interface FeedAdminDeps {
  db: Db;
  source: FeedSource;
}

/** Management's feeds screen: list, add, run now and remove the iCal feeds of their location's suites. */
export function createFeedAdminService({ db, source }: FeedAdminDeps) {
  /** A feed of the location with its suite's name; another location's answers RESERVATION_FEED_NOT_FOUND. */
  async function requireFeed(locationId: string, id: string): Promise<{ feed: FeedRow; suiteName: string }> {
    const feed = await findFeedById(db, id);
    const suite = feed ? await findSuiteById(db, feed.accommodation_id) : undefined;
    if (!feed || !suite || suite.location_id !== locationId) throw new AppError('RESERVATION_FEED_NOT_FOUND');
    return { feed, suiteName: suite.name };
  }

  return {
    async list(staff: StaffCaller, location: string | undefined): Promise<ReservationFeedList> {
      const locationId = await managedLocation(db, staff, location);
      const suites = await findSuitesAt(db, locationId);
      const names = new Map(suites.map((suite) => [suite.id, suite.name]));
      const feeds = await listFeedsOfSuites(db, [...names.keys()]);
      return { feeds: feeds.map((feed) => toWireFeed(feed, names.get(feed.accommodation_id) ?? '')), suites: suites.map(({ id, name }) => ({ id, name })) };
    },

    async create(staff: StaffCaller, now: Date, body: ReservationFeedCreateBody): Promise<ReservationFeed> {
      const locationId = await managedLocation(db, staff, body.location);
      if (!isFeedAddress(body.url)) throw new AppError('RESERVATION_FEED_URL_INVALID');
      const suite = await findSuiteById(db, body.suiteId);
      if (!suite || suite.location_id !== locationId) throw new AppError('RESERVATION_FEED_SUITE_NOT_FOUND');
      if (await findFeed(db, suite.id, body.url)) throw new AppError('RESERVATION_FEED_EXISTS');
      const feed = await registerFeed(db, { suiteId: suite.id, url: body.url, schedule: true, now, channel: body.channel });
      return toWireFeed(feed, suite.name);
    },

    async run(staff: StaffCaller, now: Date, location: string | undefined, id: string): Promise<ReservationFeed> {
      const locationId = await managedLocation(db, staff, location);
      const { feed, suiteName } = await requireFeed(locationId, id);
      await runFeed({ db, source }, feed, now);
      const after = await findFeedById(db, feed.id);
      if (!after) throw new AppError('RESERVATION_FEED_NOT_FOUND');
      return toWireFeed(after, suiteName);
    },

    async remove(staff: StaffCaller, location: string | undefined, id: string): Promise<{ message: string }> {
      const locationId = await managedLocation(db, staff, location);
      const { feed } = await requireFeed(locationId, id);
      await deleteFeed(db, feed.id);
      return { message: 'Feed removed' };
    },
  };
}

export type FeedAdminService = ReturnType<typeof createFeedAdminService>;
