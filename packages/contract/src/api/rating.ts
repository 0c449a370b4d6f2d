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
      'app. Rating the same label again replaces the earlier rating',
    body: ratingBodySchema,
    response: ratingSchema,
  }),
} as const;
