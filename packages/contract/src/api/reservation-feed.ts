import { z } from 'zod';
import { feedChannelSchema, reservationFeedSchema } from '../entities/reservation-feed';
import { messageReplySchema } from './auth';
import { defineEndpoint } from './endpoint';

export const RESERVATION_FEED_URL_MAX_LENGTH = 2000;

const id = z.string().min(1).max(64);
const location = { location: id.optional() };

/** Checked by the server: http(s) or webcal with a host, else 400 RESERVATION_FEED_URL_INVALID. */
const url = z.string().trim().min(1).max(RESERVATION_FEED_URL_MAX_LENGTH);

export const reservationFeedListQuerySchema = z.strictObject(location);
export type ReservationFeedListQuery = z.output<typeof reservationFeedListQuerySchema>;

/** A suite a feed can be added for. */
export const feedSuiteSchema = z.object({ id: z.string(), name: z.string() });
export type FeedSuite = z.infer<typeof feedSuiteSchema>;

export const reservationFeedListSchema = z.object({
  feeds: z.array(reservationFeedSchema),
  /** The location's suites, by name. */
  suites: z.array(feedSuiteSchema),
});
export type ReservationFeedList = z.infer<typeof reservationFeedListSchema>;

/** A feed for a suite of the location; `channel` null lets each run recognise it from the calendar and the address. */
export const reservationFeedCreateBodySchema = z.object({ suiteId: id, url, channel: feedChannelSchema.nullable().default(null), ...location });
export type ReservationFeedCreateBody = z.output<typeof reservationFeedCreateBodySchema>;
export type ReservationFeedCreateBodyInput = z.input<typeof reservationFeedCreateBodySchema>;

const params = z.object({ _id: id });
const query = z.strictObject(location);
const PATH = '/api/employee/reservation-feed';

/**
 * The iCal feeds reservations are imported from, one suite each (management only; others 403 UNAUTHORIZED). Staff with
 * a location manage their own (naming another, or a feed or suite of another, answers 404); staff without a location
 * name one. Added feeds run every import interval; `run` reads one at once and answers its result.
 */
export const managementReservationFeedApi = {
  list: defineEndpoint({
    method: 'GET',
    path: PATH,
    auth: 'staff',
    summary: "The location's reservation feeds with their last result, and its suites",
    query: reservationFeedListQuerySchema,
    response: reservationFeedListSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: `${PATH}/create`,
    auth: 'staff',
    summary: 'Add a reservation feed for a suite (saved for the periodic import)',
    body: reservationFeedCreateBodySchema,
    response: reservationFeedSchema,
  }),
  run: defineEndpoint({
    method: 'POST',
    path: `${PATH}/{_id}/run`,
    auth: 'staff',
    summary: 'Import a reservation feed now; answers the feed with this run as its last result',
    params,
    query,
    response: reservationFeedSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${PATH}/{_id}`,
    auth: 'staff',
    summary: 'Remove a reservation feed (its imported reservations stay)',
    params,
    query,
    response: messageReplySchema,
  }),
} as const;
