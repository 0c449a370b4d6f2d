import { z } from 'zod';
import { reservationGuideSchema } from './guide';

/** What a guest can rate. `guide` rates the reservation's chosen guide (it needs one). */
export const RATING_LABELS = ['guide', 'stay', 'app'] as const;
export const ratingLabelSchema = z.enum(RATING_LABELS);
export type RatingLabel = z.infer<typeof ratingLabelSchema>;

export const RATING_MIN_SCORE = 1;
export const RATING_MAX_SCORE = 5;

/** A guest's rating. One per guest, reservation and label: rating again replaces it. */
export const ratingSchema = z.object({
  _id: z.string(),
  reservationId: z.string(),
  label: ratingLabelSchema,
  score: z.number().int().min(RATING_MIN_SCORE).max(RATING_MAX_SCORE),
  comment: z.string().nullable(),
  /** The rated guide (label `guide` only). */
  guide: reservationGuideSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Rating = z.infer<typeof ratingSchema>;
