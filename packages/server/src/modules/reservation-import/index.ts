/**
 * Reservation import from iCal feeds (the `.ics` exports of Airbnb, Booking.com, Vrbo/Abritel, FeWo-direkt and
 * property systems), one suite per feed: management's feeds screen, the command line and the periodic job. Owns
 * `reservation_feeds` and `reservation_feed_events`; reservations are written through the reservation and suite
 * modules.
 */
import type { AppModule } from '../../http/app-module';
import { createFeedAdminService } from './feed-admin-service';
import { createFeedSource } from './feed-source';
import { registerReservationFeedRoutes } from './routes';

export const reservationImportModule: AppModule = {
  name: 'reservation-import',
  register(app, { db }) {
    registerReservationFeedRoutes(app, createFeedAdminService({ db, source: createFeedSource() }));
  },
};

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
