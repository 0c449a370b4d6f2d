import { z } from 'zod';
import { savedReplySchema } from '../entities/saved-reply';
import { messageReplySchema } from './auth';
import { defineEndpoint } from './endpoint';

export const SAVED_REPLY_TITLE_MAX_LENGTH = 80;
export const SAVED_REPLY_SHORTCUT_MAX_LENGTH = 32;
export const SAVED_REPLY_TEXT_MAX_LENGTH = 4000;

const id = z.string().min(1).max(64);
const title = z.string().trim().min(1).max(SAVED_REPLY_TITLE_MAX_LENGTH);
/** Letters, digits and dashes; empty or null clears it. */
const shortcut = z
  .string()
  .trim()
  .max(SAVED_REPLY_SHORTCUT_MAX_LENGTH)
  .regex(/^[\p{L}\p{N}-]*$/u, 'letters, digits and dashes only')
  .nullable()
  .transform((value) => (value === null || value === '' ? null : value.toLowerCase()));
/** A translation: null or empty is missing (the guest then gets the location's language or English). */
const translation = z
  .string()
  .trim()
  .max(SAVED_REPLY_TEXT_MAX_LENGTH)
  .nullable()
  .optional()
  .transform((value) => (value === undefined || value === null || value === '' ? null : value));

/**
 * The text in every language. English is required (400 INVALID_INPUT naming `text.en` when empty); a `{name}` that is
 * not one of SAVED_REPLY_VARIABLES answers 400 SAVED_REPLY_VARIABLE_UNKNOWN.
 */
export const savedReplyTextBodySchema = z.object({
  en: z.string().trim().min(1).max(SAVED_REPLY_TEXT_MAX_LENGTH),
  nl: translation,
  de: translation,
  fr: translation,
});

/**
 * POST /api/employee/saved-reply/create. `shared`: a reply of the location for all its staff (management only,
 * otherwise 403 UNAUTHORIZED); otherwise the caller's own. Staff with a location add to their own (naming another
 * answers 404 LOCATION_NOT_FOUND); staff without a location name one for a shared reply.
 */
export const savedReplyCreateBodySchema = z.object({
  title,
  shortcut: shortcut.optional().default(null),
  text: savedReplyTextBodySchema,
  shared: z.boolean().default(false),
  location: id.optional(),
});
export type SavedReplyCreateBody = z.output<typeof savedReplyCreateBodySchema>;
export type SavedReplyCreateBodyInput = z.input<typeof savedReplyCreateBodySchema>;

/** POST /api/employee/saved-reply/{_id}: change the title, shortcut or the texts (all languages at once). */
export const savedReplyUpdateBodySchema = z
  .object({ title: title.optional(), shortcut: shortcut.optional(), text: savedReplyTextBodySchema.optional() })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'change at least one field');
export type SavedReplyUpdateBody = z.output<typeof savedReplyUpdateBodySchema>;
export type SavedReplyUpdateBodyInput = z.input<typeof savedReplyUpdateBodySchema>;

/** The list: the caller's location's shared replies and the caller's own; staff without a location may name one. */
export const savedReplyListQuerySchema = z.strictObject({ location: id.optional() });
export type SavedReplyListQuery = z.output<typeof savedReplyListQuerySchema>;

const params = z.object({ _id: id });
const PATH = '/api/employee/saved-reply';

/**
 * Saved replies of staff (per location). Every staff member reads the location's shared replies and keeps their own;
 * only management adds, changes and removes shared ones. Changing or removing a reply that is not the caller's own
 * answers 403 UNAUTHORIZED to staff other than management; management gets 404 SAVED_REPLY_NOT_FOUND for a reply that
 * is neither theirs nor a shared one of their location. Lists: shared first, then own, by title.
 */
export const staffSavedReplyApi = {
  list: defineEndpoint({
    method: 'GET',
    path: PATH,
    auth: 'staff',
    summary: "The location's shared saved replies and the caller's own",
    query: savedReplyListQuerySchema,
    response: z.array(savedReplySchema),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: `${PATH}/create`,
    auth: 'staff',
    summary: 'Save a reply: the caller\'s own, or shared with the location (management)',
    body: savedReplyCreateBodySchema,
    response: savedReplySchema,
  }),
  update: defineEndpoint({
    method: 'POST',
    path: `${PATH}/{_id}`,
    auth: 'staff',
    summary: 'Change a saved reply (own; shared: management)',
    params,
    body: savedReplyUpdateBodySchema,
    response: savedReplySchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${PATH}/{_id}`,
    auth: 'staff',
    summary: 'Remove a saved reply (own; shared: management)',
    params,
    response: messageReplySchema,
  }),
} as const;
