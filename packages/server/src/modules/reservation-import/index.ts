/**
 * Reservation import from iCal feeds (the `.ics` exports of Airbnb, Booking.com and property systems), one
 * accommodation per feed: the command line and the periodic job. Owns `reservation_feeds` and
 * `reservation_feed_events`; reservations are written through the reservation and accommodation modules.
 */
export { findFeed, listScheduledFeeds, setFeedScheduled, type FeedRow } from './feed-repository';
export { startReservationFeedJob } from './feed-job';
export { createFeedSource, isWebFeed, type FeedSource } from './feed-source';
export {
  findImportAccommodation,
  registerFeed,
  runFeed,
  type FeedRun,
  type ImportProgress,
} from './import-service';
