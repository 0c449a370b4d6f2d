import { z } from 'zod';

/** Reservation `guide`: the chosen guide as the reservation shows it (firstname, erpUID and a little more). */
export const reservationGuideSchema = z.object({
  /** The guide's staff member id: what `POST /api/guest/choose-guide/{_id}` takes. */
  _id: z.string(),
  erpUID: z.string(),
  firstname: z.string(),
  surname: z.string(),
  /** Path of the profile picture, relative to the API base (the erp API path plus the person image field). */
  personimage: z.string().nullable(),
});
export type ReservationGuide = z.infer<typeof reservationGuideSchema>;

/** A guide a guest can choose: the guide plus the profile the guide-selection screen shows. */
export const guideProfileSchema = reservationGuideSchema.extend({
  /** In the reader's language, else the location's content language, else English. */
  bio: z.string(),
  /** The languages the guide speaks, as language codes (`de`, `fr`). */
  languages: z.array(z.string()),
  /** Interests the guide matches on (e.g. `hiking`, `food`, `kids`); the questionnaire's answers carry the same tags. */
  tags: z.array(z.string()),
});
export type GuideProfile = z.infer<typeof guideProfileSchema>;

/** One of the guest's own answers that fits a guide: the question, the chosen option and its text as asked. */
export const matchedAnswerSchema = z.object({ label: z.string(), awnser: z.string(), text: z.string() });
export type MatchedAnswer = z.infer<typeof matchedAnswerSchema>;

/**
 * A guide scored against the guest's questionnaire answers. The list is ordered by score, where a guide who speaks the
 * guest's language (the account's) counts as one fitting answer more; ties by score, then first name (the server's
 * `guide-selection/matching.ts`).
 */
export const matchedGuideSchema = guideProfileSchema.extend({
  /** How many of the guest's answers fit the guide: never more than the answers given. 0 = no match. */
  score: z.number().int().nonnegative(),
  /** The guest's answers that fit, in questionnaire order; `score` counts them. */
  matchedAnswers: z.array(matchedAnswerSchema),
});
export type MatchedGuide = z.infer<typeof matchedGuideSchema>;

/** `GET /api/guest/reservation/current/guide`: the chosen guide with the moment of choosing, or null. */
export const currentGuideSchema = guideProfileSchema.extend({ guideSelectionTimestamp: z.string() }).nullable();
export type CurrentGuide = z.infer<typeof currentGuideSchema>;

/** The interest tags the park's questionnaire uses, offered when a guide profile is edited (any other tag is kept as written). */
export const GUIDE_TAGS = ['hiking', 'nature', 'history', 'food', 'culture', 'wine', 'biking', 'beach', 'kids'] as const;

/** A guide profile as its editors see it: the bio in each language (null: missing), spoken languages and tags. */
export const editableGuideProfileSchema = reservationGuideSchema.extend({
  bio: z.string(),
  bioNl: z.string().nullable(),
  bioDe: z.string().nullable(),
  bioFr: z.string().nullable(),
  languages: z.array(z.string()),
  tags: z.array(z.string()),
});
export type EditableGuideProfile = z.infer<typeof editableGuideProfileSchema>;
export type GuideTag = (typeof GUIDE_TAGS)[number];
