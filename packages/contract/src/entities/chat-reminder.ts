import { z } from 'zod';

export const CHAT_REMINDER_NOTE_MAX_LENGTH = 500;

/**
 * Chat reminder (_id, datetime, actions). A staff member sets it on a chat; at `datetime` the server notifies
 * that staff member (push outbox and the realtime socket), whether or not an app is open.
 */
export const chatReminderSchema = z.object({
  _id: z.string(),
  chatnmbr: z.number().int(),
  /** UTC ISO instant it fires. */
  datetime: z.string(),
  /** Free-form action keys the app may offer with the reminder, e.g. OPEN_CHAT. */
  actions: z.array(z.string()),
  /** The note shown with the reminder. */
  paragraph: z.string(),
  /** The staff member who set it and is notified. */
  employee: z.string(),
  /** UTC ISO instant it fired; null while pending. */
  fired: z.string().nullable(),
});
export type ChatReminder = z.infer<typeof chatReminderSchema>;
