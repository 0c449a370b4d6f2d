import { z } from 'zod';
import { personalInfoSchema } from './chat-member';
import { appLanguageSchema } from './language-schema';

/** Attachments: images and PDF only, at most 10 MB each (the server may be configured lower). */
export const CHAT_ATTACHMENT_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'] as const;
export const CHAT_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const CHAT_MESSAGE_MAX_LENGTH = 4000;
export const CHAT_MESSAGE_MAX_ATTACHMENTS = 5;
export const CHAT_MESSAGE_MAX_MENTIONS = 20;

/**
 * A stored attachment's name as the server generates it: 32 lower-case hex characters and an extension.
 * Anything else (path separators, dots, encodings) is refused before the filesystem is touched.
 */
export const CHAT_ATTACHMENT_FILENAME_PATTERN = /^[a-f0-9]{32}\.(png|jpg|gif|webp|pdf)$/;
export const chatAttachmentFilenameSchema = z
  .string()
  .max(64)
  .regex(CHAT_ATTACHMENT_FILENAME_PATTERN, 'not an attachment file name');

/** A stored attachment (the upload's reply, and an entry of a message's `attachments`). */
export const chatAttachmentSchema = z.object({
  filename: z.string(),
  /** The uploader's file name, for display only. */
  originalname: z.string(),
  mimetype: z.enum(CHAT_ATTACHMENT_MIME_TYPES),
  size: z.number().int(),
});
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>;

/** The kinds of system line the app renders in each reader's language. HELP_REQUEST: "<name> asked for help[: <note>]". */
export const CHAT_SYSTEM_LINE_KINDS = ['HELP_REQUEST'] as const;

/**
 * A system line's meaning, so every reader sees it in their own language: its kind, the guest's first name and, for a
 * help request, the guest's own note (as typed; null without one). The message's `paragraph` holds the same line in
 * English, for previews and older apps.
 */
export const chatSystemLineSchema = z.object({
  kind: z.enum(CHAT_SYSTEM_LINE_KINDS),
  name: z.string(),
  note: z.string().nullable(),
});
export type ChatSystemLine = z.infer<typeof chatSystemLineSchema>;

/**
 * Chat message. `nmbr` grows with every message of every chat: sort by it (the list is reversed for display).
 * The author is `person` (a guest) or `employee` (staff); both null for a system message.
 */
export const chatMessageSchema = z.object({
  nmbr: z.number().int(),
  chatnmbr: z.number().int(),
  paragraph: z.string(),
  /** UTC ISO instant. */
  timestamp: z.string(),
  person: z.string().nullable(),
  employee: z.string().nullable(),
  personalinfo: personalInfoSchema.nullable(),
  attachments: z.array(chatAttachmentSchema),
  /** Staff member ids of mentioned staff. Always empty on guest chats when the author is a guest. */
  mentions: z.array(z.string()),
  /** The sender's idempotency key, echoed back; null when none was sent. */
  clientId: z.string().nullable(),
  /**
   * A private note: staff wrote it inside a guest chat for staff only. The server never gives a note to a guest
   * (message reads, live events, push, unread counts, the chat's lastmessage), so a guest always sees false.
   */
  note: z.boolean(),
  /** Set on a system line the app renders in the reader's language (then prefer it to `paragraph`); absent otherwise. */
  system: chatSystemLineSchema.optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A reader who has read a message: by high-water mark of their read state. */
export const chatMessageReaderSchema = z.object({
  person: z.string().nullable(),
  employee: z.string().nullable(),
  personalinfo: personalInfoSchema.nullable(),
  /** UTC ISO instant the reader's read state last moved. */
  readAt: z.string(),
});

/** GET .../message/{nmbr}/status: whether others than the author have read the message, and who. */
export const chatMessageStatusSchema = z.object({
  nmbr: z.number().int(),
  chatnmbr: z.number().int(),
  read: z.boolean(),
  readby: z.array(chatMessageReaderSchema),
});
export type ChatMessageStatus = z.infer<typeof chatMessageStatusSchema>;

/**
 * How a message reads in the reader's language:
 * - `translated`: `paragraph` is the message translated into `language` (the original stays the message's own);
 * - `same-language`: the message is already in `language`, nothing to translate;
 * - `unavailable`: no translation now (no provider is configured, the provider failed or was too slow, or the message
 *   has no text): show the original, without an error. A failure is not kept, so a later read asks the provider again.
 */
export const CHAT_TRANSLATION_STATUSES = ['translated', 'same-language', 'unavailable'] as const;
export type ChatTranslationStatus = (typeof CHAT_TRANSLATION_STATUSES)[number];

/** GET .../message/{nmbr}/translation: one message in the reader's language. */
export const chatMessageTranslationSchema = z.object({
  nmbr: z.number().int(),
  chatnmbr: z.number().int(),
  /** The reader's language the message was asked in. */
  language: appLanguageSchema,
  status: z.enum(CHAT_TRANSLATION_STATUSES),
  /** The language the provider detected the original in (e.g. `nl`); null when unknown. */
  sourceLanguage: z.string().nullable(),
  /** The translated text; null unless `status` is `translated`. */
  paragraph: z.string().nullable(),
});
export type ChatMessageTranslation = z.infer<typeof chatMessageTranslationSchema>;
