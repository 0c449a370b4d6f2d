import { z } from 'zod';

/**
 * What kind of letter an announcement is: `policy` must be accepted (the modal cannot be dismissed without it),
 * `page` belongs to one page of the guest app (its `page` key), '' is a general announcement.
 */
export const ANNOUNCEMENT_KINDS = ['policy', 'page', ''] as const;
export const announcementKindSchema = z.enum(ANNOUNCEMENT_KINDS);
export type AnnouncementKind = z.infer<typeof announcementKindSchema>;

/** The guest pages a page-specific announcement can belong to; the app checks for new ones on each of them. */
export const ANNOUNCEMENT_PAGES = ['home', 'services', 'chat', 'more'] as const;
export const announcementPageSchema = z.enum(ANNOUNCEMENT_PAGES);
export type AnnouncementPage = z.infer<typeof announcementPageSchema>;

/**
 * An announcement as the guest sees it, texts in the asked language. `accepted`: for a policy, the guest accepted
 * its current `version`; for other kinds, the guest has read it (any version). `page` is set for kind `page` only.
 */
export const announcementSchema = z.object({
  nmbr: z.number().int().positive(),
  letterkind: announcementKindSchema,
  lettername: z.string(),
  page: announcementPageSchema.nullable(),
  /** Goes up when a published announcement's texts change after someone accepted it. */
  version: z.number().int().positive(),
  accepted: z.boolean(),
  /** When the guest accepted (policy: this version) or read it; null when not yet. */
  acceptedAt: z.string().nullable(),
  /** When it was (last) published. */
  publishedAt: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;

/** One chapter of an announcement: a title and sanitised HTML (headings h2–h6, paragraphs, lists, links, png images). */
export const announcementParagraphSchema = z.object({
  paragraphchapter: z.string(),
  paragraph: z.string(),
});
export type AnnouncementParagraph = z.infer<typeof announcementParagraphSchema>;

/**
 * A chapter as management edits it: English texts with their optional Dutch, German and French versions (null: missing,
 * the reader sees the location's content language or English).
 */
export const managedAnnouncementChapterSchema = z.object({
  paragraphchapter: z.string(),
  paragraphchapterNl: z.string().nullable(),
  paragraphchapterDe: z.string().nullable(),
  paragraphchapterFr: z.string().nullable(),
  paragraph: z.string(),
  paragraphNl: z.string().nullable(),
  paragraphDe: z.string().nullable(),
  paragraphFr: z.string().nullable(),
});
export type ManagedAnnouncementChapter = z.infer<typeof managedAnnouncementChapterSchema>;

/**
 * An announcement in management's list: the title in every language (null: missing), whether guests see it, and how many guests
 * accepted (policy) or read (other kinds) its current version.
 */
export const managedAnnouncementSchema = z.object({
  nmbr: z.number().int().positive(),
  letterkind: announcementKindSchema,
  lettername: z.string(),
  letternameNl: z.string().nullable(),
  letternameDe: z.string().nullable(),
  letternameFr: z.string().nullable(),
  page: announcementPageSchema.nullable(),
  version: z.number().int().positive(),
  published: z.boolean(),
  /** When it was last published; null when never. */
  publishedAt: z.string().nullable(),
  acceptanceCount: z.number().int().nonnegative(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ManagedAnnouncement = z.infer<typeof managedAnnouncementSchema>;

/** One announcement with its chapters, in order, as management edits it. */
export const managedAnnouncementDetailSchema = managedAnnouncementSchema.extend({
  chapters: z.array(managedAnnouncementChapterSchema),
});
export type ManagedAnnouncementDetail = z.infer<typeof managedAnnouncementDetailSchema>;

/**
 * Who accepted (policy) or read (other kinds) which version, and when; newest first. The record is kept when the
 * guest removes their account: the name is then the anonymised guest's, and null when the guest or reservation is gone.
 */
export const announcementAcceptanceSchema = z.object({
  guestName: z.string().nullable(),
  reservationNumber: z.string().nullable(),
  version: z.number().int().positive(),
  acceptedAt: z.string(),
  /** The acceptance is of the announcement's current version. */
  isCurrentVersion: z.boolean(),
});
export type AnnouncementAcceptance = z.infer<typeof announcementAcceptanceSchema>;
