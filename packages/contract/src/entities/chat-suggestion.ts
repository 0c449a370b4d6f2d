import { z } from 'zod';

/** One button of a suggestion; choosing it sets the suggestion's status to `status` (which hides it). */
export const chatSuggestionActionSchema = z.object({
  name: z.string(),
  color: z.string(),
  icon: z.string(),
  status: z.string(),
});
export type ChatSuggestionAction = z.infer<typeof chatSuggestionActionSchema>;

/** A suggestion status as it travels in the path of setStatus: letters and underscores, e.g. USED or DISMISSED. */
export const chatSuggestionStatusSchema = z.string().regex(/^[A-Za-z_]{1,32}$/, 'letters and underscores only');

/** The status of a suggestion whose proposed message was taken into the composer. */
export const SUGGESTION_USED_STATUS = 'USED';

/**
 * Chat suggestion: what to do (`title`) and the message proposed to the guest (`text`), about one message of the
 * chat (`chatMessage`). Open while `status` is null; setting a status hides it.
 */
export const chatSuggestionSchema = z.object({
  _id: z.string(),
  chatnmbr: z.number().int(),
  title: z.string(),
  /** The proposed message: "Use" puts it into the composer for the staff member to check and send. */
  text: z.string(),
  icon: z.string(),
  /** The nmbr of the chat message the suggestion is about; null if it is about the chat as a whole. */
  chatMessage: z.number().int().nullable(),
  actions: z.array(chatSuggestionActionSchema),
  status: z.string().nullable(),
  /** UTC ISO instant. */
  created: z.string(),
});
export type ChatSuggestion = z.infer<typeof chatSuggestionSchema>;
