import { z } from 'zod';

/**
 * The booking channel a reservation feed comes from. Each exports its calendar its own way (its summaries, whether
 * they name the guest); `other` reads any calendar with the words every channel uses.
 */
export const FEED_CHANNELS = ['airbnb', 'booking', 'vrbo', 'fewo', 'other'] as const;
export const feedChannelSchema = z.enum(FEED_CHANNELS);
export type FeedChannel = z.infer<typeof feedChannelSchema>;

/** Why a read event became no reservation. */
export const FEED_SKIP_REASONS = ['blocked', 'cancelled', 'recurring', 'ended'] as const;
export const feedSkipReasonSchema = z.enum(FEED_SKIP_REASONS);
export type FeedSkipReason = z.infer<typeof feedSkipReasonSchema>;

/** The outcome of a run: read and applied, valid but without events, or not usable at all (nothing changed). */
export const feedRunStatusSchema = z.enum(['ok', 'empty', 'failed']);
export type FeedRunStatus = z.infer<typeof feedRunStatusSchema>;

export const feedCountsSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  cancelled: z.number().int(),
  skipped: z.number().int(),
  missing: z.number().int(),
  errors: z.number().int(),
});
export type FeedCounts = z.infer<typeof feedCountsSchema>;

/** An event that could not be imported, and why (never the feed's own text beyond its UID). */
export const feedProblemSchema = z.object({ uid: z.string().nullable(), reason: z.string() });
export type FeedProblem = z.infer<typeof feedProblemSchema>;

/** The last run of a feed: when, how it went, what it did, why events were skipped and which could not be read. */
export const feedRunSchema = z.object({
  at: z.string(),
  status: feedRunStatusSchema,
  error: z.string().nullable(),
  counts: feedCountsSchema,
  skippedBy: z.object({ blocked: z.number().int(), cancelled: z.number().int(), recurring: z.number().int(), ended: z.number().int() }),
  problems: z.array(feedProblemSchema),
});
export type FeedRun = z.infer<typeof feedRunSchema>;

/** A suite's iCal feed as management sees it. */
export const reservationFeedSchema = z.object({
  id: z.string(),
  suiteId: z.string(),
  suiteName: z.string(),
  url: z.string(),
  /** Chosen when the feed was added; null: recognised from the calendar each run. */
  channel: feedChannelSchema.nullable(),
  /** The channel the last run read the calendar as. */
  recognisedChannel: feedChannelSchema.nullable(),
  isScheduled: z.boolean(),
  createdAt: z.string(),
  lastRun: feedRunSchema.nullable(),
});
export type ReservationFeed = z.infer<typeof reservationFeedSchema>;
