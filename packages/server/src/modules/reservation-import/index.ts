/**
 * Reservation import from iCal feeds (the `.ics` exports of Airbnb, Booking.com and property systems), one
 * suite per feed: the command line and the periodic job. Owns `reservation_feeds` and
 * `reservation_feed_events`; reservations are written through the reservation and suite modules.
 */
export { findFeed, listScheduledFeeds, setFeedScheduled, type FeedRow } from './feed-repository';
export { startReservationFeedJob } from './feed-job';
export { createFeedSource, isWebFeed, type FeedSource } from './feed-source';
export {
  findImportSuite,
  registerFeed,
  runFeed,
  type FeedRun,
  type ImportProgress,
} from './import-service';
