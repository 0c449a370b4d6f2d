import { z } from 'zod';
import { RATING_MAX_SCORE, RATING_MIN_SCORE, ratingLabelSchema, ratingSchema } from '../entities/rating';
import { SALES_MONTH_PATTERN } from '../rules/rating';
import { defineEndpoint } from './endpoint';
import { staffGuideSchema, staffLeaderboardQuerySchema } from './staff-reservation';

export const ratingBodySchema = z.object({
  label: ratingLabelSchema,
  score: z.number().int().min(RATING_MIN_SCORE).max(RATING_MAX_SCORE),
  comment: z.string().trim().max(2000).optional(),
});
export type RatingBody = z.infer<typeof ratingBodySchema>;

export const guestRatingApi = {
  rate: defineEndpoint({
    method: 'POST',
    path: '/api/guest/rating',
    auth: 'guest',
    summary:
      'Rate the current reservation once it has ended or the guest checked out (label stay; STAY_NOT_ENDED before), its guide (label guide; INVALID_INPUT without a guide) or the ' +
      'app. Rating the stay or the app again replaces the earlier rating; the same guide is rated once per stay ' +
      '(ALREADY_RATED), a newly chosen guide may be rated in its place',
    body: ratingBodySchema,
    response: ratingSchema,
  }),
  mine: defineEndpoint({
    method: 'GET',
    path: '/api/guest/rating/current/{label}',
    auth: 'guest',
    summary: "The guest's own rating with this label for the current reservation, or null",
    params: z.object({ label: ratingLabelSchema }),
    response: ratingSchema.nullable(),
  }),
} as const;

/** A guide as the rating screens show them. */
export const ratedGuideSchema = staffGuideSchema.extend({ personimage: z.string().nullable() });
export type RatedGuide = z.infer<typeof ratedGuideSchema>;

/** An average score (two decimals; null without ratings) and how many ratings it holds. */
export const ratingScoreSchema = z.object({
  average: z.number().min(RATING_MIN_SCORE).max(RATING_MAX_SCORE).nullable(),
  count: z.number().int().nonnegative(),
});
export type RatingScore = z.infer<typeof ratingScoreSchema>;

/**
 * Which guide a rating counts for: label `guide` for the rated guide, labels `stay` and `app` for the guide of the
 * rated reservation.
 */
export const ratingDashboardLabelSchema = z.object({
  label: ratingLabelSchema,
  /** The caller's own ratings (count 0 for staff who guide nobody). */
  own: ratingScoreSchema,
  /** Every rating of the location with this label. */
  team: ratingScoreSchema,
});
export type RatingDashboardLabel = z.infer<typeof ratingDashboardLabelSchema>;

/** A rating with a comment, as staff read it (the guest stays anonymous). */
export const ratingCommentSchema = z.object({
  _id: z.string(),
  label: ratingLabelSchema,
  score: z.number().int().min(RATING_MIN_SCORE).max(RATING_MAX_SCORE),
  comment: z.string(),
  /** The guide it counts for, or null. */
  guide: ratedGuideSchema.nullable(),
  createdAt: z.string(),
});
export type RatingComment = z.infer<typeof ratingCommentSchema>;

export const RATING_RECENT_COMMENTS = 10;

/** One guide's scores per label. */
export const guideRatingsSchema = z.object({
  employee: ratedGuideSchema,
  labels: z.array(z.object({ label: ratingLabelSchema }).extend(ratingScoreSchema.shape)),
});
export type GuideRatings = z.infer<typeof guideRatingsSchema>;

/**
 * The ratings dashboard over all ratings of the caller's location: the caller's own scores next to the team's per
 * label; the latest comments (a guide: those counting for them; support and management: the location's); and per
 * guide their scores (a guide: only their own line; support and management: every guide of the location).
 */
export const ratingDashboardSchema = z.object({
  /** The location's zone, to show the comments' dates in. */
  timeZone: z.string(),
  labels: z.array(ratingDashboardLabelSchema),
  comments: z.array(ratingCommentSchema).max(RATING_RECENT_COMMENTS),
  guides: z.array(guideRatingsSchema),
});
export type RatingDashboard = z.infer<typeof ratingDashboardSchema>;

export const ratingLeaderboardRowSchema = z.object({
  employee: ratedGuideSchema,
  average: ratingScoreSchema.shape.average,
  count: ratingScoreSchema.shape.count,
  /** 1 is best: the higher average, then more ratings; equal ones share a rank (1, 1, 3); unrated guides last. */
  rank: z.number().int().positive(),
});
export type RatingLeaderboardRow = z.infer<typeof ratingLeaderboardRowSchema>;

/** Every guide of the location ranked by the ratings with the label given in the period, best first (then by name). */
export const ratingLeaderboardSchema = z.object({
  label: ratingLabelSchema,
  from: z.iso.date(),
  to: z.iso.date(),
  rows: z.array(ratingLeaderboardRowSchema),
});
export type RatingLeaderboard = z.infer<typeof ratingLeaderboardSchema>;

export const salesChallengeRowSchema = z.object({
  employee: ratedGuideSchema,
  /** Euros incl. VAT: the totals of the month's placed orders of the reservations this guide guides. */
  sales: z.number().nonnegative(),
  orders: z.number().int().nonnegative(),
  /** 1 is best: the higher sales; equal sales share a rank (1, 1, 3). */
  rank: z.number().int().positive(),
});
export type SalesChallengeRow = z.infer<typeof salesChallengeRowSchema>;

/**
 * The month's product-sales challenge of the location's guides. Orders count in the month they were placed, in the
 * location's zone. Support and management get every guide in `rows`; a guide gets the leader's line and their own.
 */
export const salesChallengeSchema = z.object({
  month: z.string().regex(SALES_MONTH_PATTERN),
  from: z.iso.date(),
  to: z.iso.date(),
  timeZone: z.string(),
  rows: z.array(salesChallengeRowSchema),
  /** The best guide with sales (the first by name when several share rank 1), or null when nobody sold. */
  leader: salesChallengeRowSchema.nullable(),
  /** The caller's own line, or null for staff who guide nobody. */
  mine: salesChallengeRowSchema.nullable(),
  /** How many guides take part. */
  participants: z.number().int().nonnegative(),
  /** Euros incl. VAT over every guide. */
  total: z.number().nonnegative(),
});
export type SalesChallenge = z.infer<typeof salesChallengeSchema>;

const RATING_BASE = '/api/employee/rating';

/** /api/employee/rating: every staff role, each for their own location. */
export const staffRatingApi = {
  dashboard: defineEndpoint({
    method: 'GET',
    path: `${RATING_BASE}/dashboard`,
    auth: 'staff',
    summary: "The caller's own average and count per label next to the location's, recent comments, and scores per guide",
    response: ratingDashboardSchema,
  }),
  leaderboard: defineEndpoint({
    method: 'GET',
    path: `${RATING_BASE}/leader-board/{label}`,
    auth: 'staff',
    summary: "The location's guides ranked by the average of the label's ratings in a period (default: this month)",
    params: z.object({ label: ratingLabelSchema }),
    query: staffLeaderboardQuerySchema,
    response: ratingLeaderboardSchema,
  }),
  salesChallenge: defineEndpoint({
    method: 'GET',
    path: `${RATING_BASE}/productsales-challange`,
    auth: 'staff',
    summary: "This month's product sales per guide of the location, with the leader and the caller's own line",
    response: salesChallengeSchema,
  }),
  salesChallengeOf: defineEndpoint({
    method: 'GET',
    path: `${RATING_BASE}/productsales-challange/{month}`,
    auth: 'staff',
    summary: "The month's (YYYY-MM) product sales per guide of the location, with the leader and the caller's own line",
    params: z.object({ month: z.string().regex(SALES_MONTH_PATTERN, 'month must be YYYY-MM') }),
    response: salesChallengeSchema,
  }),
} as const;
