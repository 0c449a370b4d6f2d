import { z } from 'zod';

/**
 * Saved reply: a text staff insert into a chat, written once per language (English always, Dutch, German and French
 * when written; null is missing). `scope` says whose it is: `shared` replies belong to the location and are curated by
 * management, `own` replies belong to the staff member who wrote them. `canEdit`: the caller may change or remove it.
 */
export const savedReplyTextSchema = z.object({
  en: z.string(),
  nl: z.string().nullable(),
  de: z.string().nullable(),
  fr: z.string().nullable(),
});
export type SavedReplyText = z.infer<typeof savedReplyTextSchema>;

export const SAVED_REPLY_SCOPES = ['shared', 'own'] as const;
export const savedReplyScopeSchema = z.enum(SAVED_REPLY_SCOPES);
export type SavedReplyScope = z.infer<typeof savedReplyScopeSchema>;

export const savedReplySchema = z.object({
  _id: z.string(),
  /** The location the reply belongs to; null for the own replies of staff without a location. */
  location: z.string().nullable(),
  scope: savedReplyScopeSchema,
  /** The staff member who owns an `own` reply; null for a shared one. */
  employee: z.string().nullable(),
  title: z.string(),
  /** What staff type after `/` to find it quickly (letters, digits, dashes); null without one. */
  shortcut: z.string().nullable(),
  text: savedReplyTextSchema,
  canEdit: z.boolean(),
  /** UTC ISO instants. */
  created: z.string(),
  updated: z.string(),
});
export type SavedReply = z.infer<typeof savedReplySchema>;
