import { z } from 'zod';
import { editableGuideProfileSchema } from '../entities/guide';
import { defineEndpoint } from './endpoint';

export const GUIDE_BIO_MAX_LENGTH = 1000;
export const GUIDE_MAX_TAGS = 12;
export const GUIDE_MAX_LANGUAGES = 12;

/** Guide photos: `multipart/form-data` with one file field `file`; PNG, JPEG or WebP (sniffed by content), stored as the guide's profile picture. */
export const GUIDE_PHOTO_FIELD = 'file';

/** A bio in another language than English: null or empty clears it (missing: the reader gets a fallback). */
const translatedBio = z
  .string()
  .trim()
  .max(GUIDE_BIO_MAX_LENGTH)
  .nullable()
  .transform((value) => (value === null || value === '' ? null : value));
/** A language code such as `de` (lower case, two letters). */
const spokenLanguage = z.string().regex(/^[a-z]{2}$/);
/** An interest tag such as `hiking` (what questionnaire answers carry); the app names the park's known ones. */
const tag = z.string().regex(/^[a-z][a-z0-9-]{0,31}$/);
const distinct = <T extends z.ZodType<string>>(item: T, max: number) =>
  z
    .array(item)
    .max(max)
    .refine((items) => new Set(items).size === items.length, 'no duplicates');

/** POST /api/employee/guide-profile/{_id}: change any of these; left-out fields stay. */
export const guideProfileUpdateBodySchema = z
  .object({
    bio: z.string().trim().max(GUIDE_BIO_MAX_LENGTH).optional(),
    bioNl: translatedBio.optional(),
    bioDe: translatedBio.optional(),
    bioFr: translatedBio.optional(),
    languages: distinct(spokenLanguage, GUIDE_MAX_LANGUAGES).optional(),
    tags: distinct(tag, GUIDE_MAX_TAGS).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'change at least one field');
export type GuideProfileUpdateBody = z.output<typeof guideProfileUpdateBodySchema>;
export type GuideProfileUpdateBodyInput = z.input<typeof guideProfileUpdateBodySchema>;

const guideParams = z.object({ _id: z.string().min(1).max(64) });

/**
 * What guests see of a guide, kept by the guide themselves or by management: a guide reaches only their own profile
 * (another guide's answers 403 UNAUTHORIZED), management every guide of their location (a guide elsewhere answers 404
 * GUIDE_NOT_FOUND); other roles are refused (403 UNAUTHORIZED).
 */
export const staffGuideProfileApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/employee/guide-profiles',
    auth: 'staff',
    summary: "The guide profiles the caller may edit: a guide's own, management's every guide of their location, by first name",
    response: z.array(editableGuideProfileSchema),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/employee/guide-profile/{_id}',
    auth: 'staff',
    summary: "A guide's profile with its bio in every language",
    params: guideParams,
    response: editableGuideProfileSchema,
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/api/employee/guide-profile/{_id}',
    auth: 'staff',
    summary: "Change a guide's bio (per language), the languages they speak and their tags",
    params: guideParams,
    body: guideProfileUpdateBodySchema,
    response: editableGuideProfileSchema,
  }),
  photo: defineEndpoint({
    method: 'POST',
    path: '/api/employee/guide-profile/{_id}/photo',
    auth: 'staff',
    summary: 'Upload the guide\'s photo (multipart field "file"; PNG, JPEG or WebP), re-encoded as their profile picture',
    params: guideParams,
    response: editableGuideProfileSchema,
  }),
} as const;
