import { z } from 'zod';
import { chatMemberSchema } from '../entities/chat-member';
import { chatAttachmentFilenameSchema, chatAttachmentSchema } from '../entities/chat-message';
import { chatSchema, chatStatusSchema } from '../entities/chat';
import { defineEndpoint } from './endpoint';

/**
 * An attachment download answers the file's bytes with its content type (not JSON). Fetch it with the accesstoken
 * header and show it through a blob URL.
 */
export const chatAttachmentFileResponseSchema = z.file();

/**
 * Attachment uploads are `multipart/form-data` with exactly one file field named `file` (images or PDF, at most
 * CHAT_ATTACHMENT_MAX_BYTES). Send the returned `filename` in a message's `attachments`.
 */
export const CHAT_ATTACHMENT_FIELD = 'file';

/**
 * POST askCuber: an optional note for support. The line the server adds to the chat ("Anna asked for help: …") is a
 * system line (`system.kind` HELP_REQUEST) that every reader's app shows in their own language. The body may be left
 * out (null).
 */
export const askCuberBodySchema = z.object({ paragraph: z.string().trim().max(1000).optional() }).nullish();

/** Asking again within this time after an open request adds nothing: no second chat line, no second notification. */
export const HELP_REQUEST_REPEAT_WINDOW_MS = 5 * 60 * 1000;

/**
 * askCuber's reply; on success the app shows the ask-for-help alert. `notified` counts the support staff told;
 * `isRepeat` is true when an open request from the last few minutes already covered this one (nobody was told again).
 */
export const askCuberReplySchema = z.object({ message: z.literal('NOTIFIED'), notified: z.number().int(), isRepeat: z.boolean().default(false) });
export type AskCuberReply = z.infer<typeof askCuberReplySchema>;

const BASE = '/api/guest/reservation/current/chat';

/**
 * The guest's chat: the chat of the guest's current reservation. It is created (status N, not listed for staff
 * until the first message) the first time the guest asks for it; the guest becomes a member.
 */
export const guestChatApi = {
  get: defineEndpoint({
    method: 'GET',
    path: BASE,
    auth: 'guest',
    summary: "The chat of the guest's current reservation",
    response: chatSchema,
  }),
  status: defineEndpoint({
    method: 'GET',
    path: `${BASE}/status`,
    auth: 'guest',
    summary: "The guest chat's status, unread count and newest message nmbr",
    response: chatStatusSchema,
  }),
  members: defineEndpoint({
    method: 'GET',
    path: `${BASE}/chatmember`,
    auth: 'guest',
    summary: "The guest chat's members",
    response: z.array(chatMemberSchema),
  }),
  askCuber: defineEndpoint({
    method: 'POST',
    path: `${BASE}/askCuber`,
    auth: 'guest',
    summary:
      'Ask for help: a line in the chat, priority at least HIGH, a help flag on the chat until staff reply or handle ' +
      'it, and a notification to the support staff (CUBER, BACKOFFICE, MANAGEMENT) of the location. Asking again ' +
      'while the request is open and younger than HELP_REQUEST_REPEAT_WINDOW_MS changes nothing (isRepeat)',
    body: askCuberBodySchema,
    response: askCuberReplySchema,
  }),
  uploadAttachment: defineEndpoint({
    method: 'POST',
    path: `${BASE}/attachment`,
    auth: 'guest',
    summary: 'Upload an attachment (multipart field "file"; images or PDF)',
    response: chatAttachmentSchema,
  }),
  attachment: defineEndpoint({
    method: 'GET',
    path: `${BASE}/attachment/{filename}`,
    auth: 'guest',
    summary: "Download an attachment of the guest's chat (binary)",
    params: z.object({ filename: chatAttachmentFilenameSchema }),
    response: chatAttachmentFileResponseSchema,
  }),
  markAsRead: defineEndpoint({
    method: 'POST',
    path: `${BASE}/markAsRead`,
    auth: 'guest',
    summary: 'Mark every message of the guest chat as read',
    response: chatStatusSchema,
  }),
} as const;
