import type { FeedChannel } from '@stay/contract';
import type { Generated } from 'kysely';

/** The outcome of a feed's last run: read and applied, valid but without events, or not usable at all. */
export type ReservationFeedStatus = 'ok' | 'empty' | 'failed';

/** An iCal feed of one suite. Instants are UTC ISO-8601 text; booleans 0/1. */
export interface ReservationFeedsTable {
  id: string;
  accommodation_id: string;
  /** An http(s) or webcal URL, or an absolute file path. */
  url: string;
  /** Saved for the periodic job (`--save`); feeds imported once keep 0. */
  is_scheduled: Generated<number>;
  created_at: string;
  /** When the last run started; the periodic job claims a feed by moving it forward. */
  last_run_at: string | null;
  last_status: ReservationFeedStatus | null;
  last_error: string | null;
  last_created: Generated<number>;
  last_moved: Generated<number>;
  last_unchanged: Generated<number>;
  last_skipped: Generated<number>;
  last_missing: Generated<number>;
  last_errors: Generated<number>;
  /** Chosen by management; null: recognised from the calendar and the address each run. */
  channel: FeedChannel | null;
  /** The channel the last run read the calendar as. */
  recognised_channel: FeedChannel | null;
  last_cancelled: Generated<number>;
  /** JSON `{ skippedBy, problems }` of the last run (see FeedRunReport). */
  last_report: string | null;
}

/** Which reservation an event (by its UID) of a feed became. */
export interface ReservationFeedEventsTable {
  feed_id: string;
  uid: string;
  reservation_id: string;
  created_at: string;
}
