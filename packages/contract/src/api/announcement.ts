import { z } from 'zod';
import {
  announcementAcceptanceSchema,
  announcementKindSchema,
  announcementPageSchema,
  announcementParagraphSchema,
  announcementSchema,
  managedAnnouncementDetailSchema,
  managedAnnouncementSchema,
} from '../entities/announcement';
import { appLanguageSchema } from '../entities/language-schema';
import { messageReplySchema } from './auth';
import { defineEndpoint } from './endpoint';

export const ANNOUNCEMENT_TITLE_MAX_LENGTH = 120;
export const ANNOUNCEMENT_CHAPTER_TITLE_MAX_LENGTH = 120;
/** A chapter's HTML, images (png data URLs of at most 1000×1000) included. */
export const ANNOUNCEMENT_PARAGRAPH_MAX_LENGTH = 1_500_000;
export const ANNOUNCEMENT_MAX_CHAPTERS = 30;
/** The largest create/update request the server accepts, in bytes. */
export const ANNOUNCEMENT_BODY_LIMIT = 12 * 1024 * 1024;

const nmbrParams = z.object({ nmbr: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const langQuery = { lang: appLanguageSchema.optional() };

/** A text in another language than English: null or empty clears it (the reader then sees the fallback). */
const translated = (maxLength: number) =>
  z
    .string()
    .trim()
    .max(maxLength)
    .nullable()
    .transform((value) => (value === null || value === '' ? null : value));

const lettername = z.string().trim().min(1).max(ANNOUNCEMENT_TITLE_MAX_LENGTH);
const paragraphchapter = z.string().trim().max(ANNOUNCEMENT_CHAPTER_TITLE_MAX_LENGTH);
const paragraph = z.string().max(ANNOUNCEMENT_PARAGRAPH_MAX_LENGTH);
/** A chapter's HTML in another language than English: null or blank clears it. */
const translatedParagraph = z
  .string()
  .max(ANNOUNCEMENT_PARAGRAPH_MAX_LENGTH)
  .nullable()
  .optional()
  .default(null)
  .transform((value) => (value === null || value.trim() === '' ? null : value));

/** A chapter to save: the HTML is sanitised by the server (what cannot be shown safely is dropped, not refused). */
export const announcementChapterBodySchema = z.object({
  paragraphchapter,
  paragraphchapterNl: translated(ANNOUNCEMENT_CHAPTER_TITLE_MAX_LENGTH).optional().default(null),
  paragraphchapterDe: translated(ANNOUNCEMENT_CHAPTER_TITLE_MAX_LENGTH).optional().default(null),
  paragraphchapterFr: translated(ANNOUNCEMENT_CHAPTER_TITLE_MAX_LENGTH).optional().default(null),
  paragraph,
  paragraphNl: translatedParagraph,
  paragraphDe: translatedParagraph,
  paragraphFr: translatedParagraph,
});
export type AnnouncementChapterBody = z.output<typeof announcementChapterBodySchema>;
export type AnnouncementChapterBodyInput = z.input<typeof announcementChapterBodySchema>;

const chapters = z.array(announcementChapterBodySchema).min(1).max(ANNOUNCEMENT_MAX_CHAPTERS);

/** A page key is given exactly for kind `page`. */
const pageMatchesKind = (body: { letterkind?: string | undefined; page?: string | null | undefined }): boolean =>
  body.letterkind === undefined || (body.letterkind === 'page') === (body.page !== null && body.page !== undefined);
const PAGE_RULE = { message: 'a page-specific announcement (letterkind page) names its page; other kinds none', path: ['page'] };

/** POST create: a draft (not published) of the location, version 1. */
export const announcementCreateBodySchema = z
  .object({
    lettername,
    letternameNl: translated(ANNOUNCEMENT_TITLE_MAX_LENGTH).optional().default(null),
    letternameDe: translated(ANNOUNCEMENT_TITLE_MAX_LENGTH).optional().default(null),
    letternameFr: translated(ANNOUNCEMENT_TITLE_MAX_LENGTH).optional().default(null),
    letterkind: announcementKindSchema,
    page: announcementPageSchema.nullable().optional().default(null),
    chapters,
  })
  .refine(pageMatchesKind, PAGE_RULE);
export type AnnouncementCreateBody = z.output<typeof announcementCreateBodySchema>;
export type AnnouncementCreateBodyInput = z.input<typeof announcementCreateBodySchema>;

/**
 * POST /{nmbr}: change any field; `chapters` replaces every chapter. Changing the texts (title or chapters) of an
 * announcement that someone accepted at its current version raises the version: guests accept a policy again.
 * When `letterkind` changes, `page` must fit it (given for `page`, null otherwise).
 */
export const announcementUpdateBodySchema = z
  .object({
    lettername: lettername.optional(),
    letternameNl: translated(ANNOUNCEMENT_TITLE_MAX_LENGTH).optional(),
    letternameDe: translated(ANNOUNCEMENT_TITLE_MAX_LENGTH).optional(),
    letternameFr: translated(ANNOUNCEMENT_TITLE_MAX_LENGTH).optional(),
    letterkind: announcementKindSchema.optional(),
    page: announcementPageSchema.nullable().optional(),
    chapters: chapters.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'change at least one field')
  .refine(pageMatchesKind, PAGE_RULE);
export type AnnouncementUpdateBody = z.output<typeof announcementUpdateBodySchema>;
export type AnnouncementUpdateBodyInput = z.input<typeof announcementUpdateBodySchema>;

/** GET /new: `page` adds the unread page-specific announcements of that page to the global ones. */
export const newAnnouncementsQuerySchema = z.strictObject({ ...langQuery, page: announcementPageSchema.optional() });
export type NewAnnouncementsQuery = z.output<typeof newAnnouncementsQuerySchema>;

const GUEST = '/api/guest/announcement';

/**
 * The guest's announcements: the published ones of the location of the guest's current reservation (a guest without
 * one has none; one of them answers 404 ANNOUNCEMENT_NOT_FOUND), texts in `lang` (a text missing in it falls back to the
 * location's content language, then English). Policies first, then newest first.
 */
export const guestAnnouncementApi = {
  list: defineEndpoint({
    method: 'GET',
    path: GUEST,
    auth: 'guest',
    summary: 'Every published announcement of the guest\'s location, with whether the guest accepted or read it',
    query: z.strictObject(langQuery),
    response: z.array(announcementSchema),
  }),
  new: defineEndpoint({
    method: 'GET',
    path: `${GUEST}/new`,
    auth: 'guest',
    summary:
      'What the guest still has to see: policies not accepted at their current version and unread general ' +
      'announcements, plus with `page` the unread page-specific ones of that page',
    query: newAnnouncementsQuerySchema,
    response: z.array(announcementSchema),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${GUEST}/{nmbr}`,
    auth: 'guest',
    summary: 'One published announcement',
    params: nmbrParams,
    query: z.strictObject(langQuery),
    response: announcementSchema,
  }),
  paragraphs: defineEndpoint({
    method: 'GET',
    path: `${GUEST}/{nmbr}/paragraph`,
    auth: 'guest',
    summary: 'The chapters of a published announcement in order: title and sanitised HTML',
    params: nmbrParams,
    query: z.strictObject(langQuery),
    response: z.array(announcementParagraphSchema),
  }),
  markAsRead: defineEndpoint({
    method: 'POST',
    path: `${GUEST}/{nmbr}/mark-as-read`,
    auth: 'guest',
    summary:
      'Mark as read; for a policy this is the acceptance of its current version, recorded with the time and the ' +
      'reservation. Marking again changes nothing',
    params: nmbrParams,
    query: z.strictObject(langQuery),
    response: announcementSchema,
  }),
} as const;

/**
 * Which location management edits: staff with a location always their own (naming another answers 404
 * LOCATION_NOT_FOUND); staff without a location name it with `location` (required for them).
 */
export const announcementLocationQuerySchema = z.strictObject({ location: z.string().min(1).max(64).optional() });

const ADMIN = '/api/employee/announcement-admin';

/**
 * Management's announcement calls (role MANAGEMENT only; other staff roles 403 UNAUTHORIZED), for the caller's
 * location (see `location`). An announcement of another location answers 404 ANNOUNCEMENT_NOT_FOUND.
 */
export const managementAnnouncementApi = {
  list: defineEndpoint({
    method: 'GET',
    path: ADMIN,
    auth: 'staff',
    summary: "The location's announcements (drafts included), newest first, with published state and acceptance count",
    query: announcementLocationQuerySchema,
    response: z.array(managedAnnouncementSchema),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${ADMIN}/{nmbr}`,
    auth: 'staff',
    summary: 'One announcement with its chapters, every language',
    params: nmbrParams,
    query: announcementLocationQuerySchema,
    response: managedAnnouncementDetailSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: ADMIN,
    auth: 'staff',
    summary: 'Create an announcement as a draft; its HTML is sanitised',
    query: announcementLocationQuerySchema,
    body: announcementCreateBodySchema,
    response: managedAnnouncementDetailSchema,
  }),
  update: defineEndpoint({
    method: 'POST',
    path: `${ADMIN}/{nmbr}`,
    auth: 'staff',
    summary: 'Change an announcement; changed texts of an accepted version raise the version',
    params: nmbrParams,
    query: announcementLocationQuerySchema,
    body: announcementUpdateBodySchema,
    response: managedAnnouncementDetailSchema,
  }),
  publish: defineEndpoint({
    method: 'POST',
    path: `${ADMIN}/{nmbr}/publish`,
    auth: 'staff',
    summary: 'Publish: guests of the location see it (publishing a published one changes nothing)',
    params: nmbrParams,
    query: announcementLocationQuerySchema,
    response: managedAnnouncementDetailSchema,
  }),
  unpublish: defineEndpoint({
    method: 'POST',
    path: `${ADMIN}/{nmbr}/unpublish`,
    auth: 'staff',
    summary: 'Unpublish: guests no longer see it; its acceptances are kept',
    params: nmbrParams,
    query: announcementLocationQuerySchema,
    response: managedAnnouncementDetailSchema,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: `${ADMIN}/{nmbr}`,
    auth: 'staff',
    summary:
      'Delete a draft. One that is published, or that guests accepted or read, answers 409 ANNOUNCEMENT_IN_USE ' +
      '(unpublish it to hide it; its acceptances stay on record)',
    params: nmbrParams,
    query: announcementLocationQuerySchema,
    response: messageReplySchema,
  }),
  acceptances: defineEndpoint({
    method: 'GET',
    path: `${ADMIN}/{nmbr}/acceptances`,
    auth: 'staff',
    summary: 'Who accepted (policy) or read it: guest, reservation, version and time, newest first',
    params: nmbrParams,
    query: announcementLocationQuerySchema,
    response: z.array(announcementAcceptanceSchema),
  }),
} as const;
