import { z } from 'zod';
import { RATING_MAX_SCORE, RATING_MIN_SCORE, ratingLabelSchema, ratingSchema } from '../entities/rating';
import { defineEndpoint } from './endpoint';

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
      'Rate the current reservation (label stay), its guide (label guide; INVALID_INPUT without a guide) or the ' +
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
