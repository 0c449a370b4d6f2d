import { z } from 'zod';
import {
  CHAT_MESSAGE_MAX_ATTACHMENTS,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_MESSAGE_MAX_MENTIONS,
  chatAttachmentFilenameSchema,
  chatMessageSchema,
  chatMessageStatusSchema,
  chatMessageTranslationSchema,
} from '../entities/chat-message';
import { appLanguageSchema } from '../entities/language-schema';
import { CHAT_FIRST_PAGE } from '../constants';
import { defineEndpoint } from './endpoint';

export const CHAT_MESSAGE_PAGE_SIZE = 30;
export const CHAT_MESSAGE_MAX_PAGE_SIZE = 100;
/** The query key of the message-number filter. */
export const CHAT_MESSAGE_NMBR_FILTER = 'chatmessages.nmbr';

const positiveInt = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * One `chatmessages.nmbr` value: the operator is the value's first character, `<123` (older than 123) or `>123`
 * (newer than 123). URL-encode it like any value (`chatmessages.nmbr=%3C123`); anything else is a 400.
 */
const nmbrFilterValue = z.string().regex(/^[<>][1-9][0-9]{0,15}$/, "'<' or '>' followed by a message nmbr");

/** The key may be given once or twice (one `<` and one `>`: the messages strictly between). */
const nmbrFilterSchema = z
  .union([nmbrFilterValue, z.array(nmbrFilterValue).min(1).max(2)])
  .transform((value, ctx) => {
    const bounds: { before?: number; after?: number } = {};
    for (const item of Array.isArray(value) ? value : [value]) {
      const key = item.startsWith('<') ? 'before' : 'after';
      if (bounds[key] !== undefined) {
        ctx.addIssue({ code: 'custom', message: `give '${item[0]}' at most once` });
        return z.NEVER;
      }
      bounds[key] = Number(item.slice(1));
    }
    return bounds;
  });

const booleanString = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * The message list query, the same for guest and staff member:
 * - `chatnmbr`: optional; when given it must be the chat of the path (staff member) or the guest's chat, else 400 / 404.
 * - `page`: only 1 (CHAT_FIRST_PAGE). Further pages are keyset pages through `chatmessages.nmbr` (no OFFSET).
 * - `pagesize`: 1–100, default 30.
 * - `markasread` (default true): moves the caller's read mark up to the newest message of the page.
 * - `orderby`: `+chatmessages.nmbr` (default, oldest first) or `-chatmessages.nmbr` (newest first). A raw `+` in a
 *   query string decodes to a space; ` chatmessages.nmbr` is therefore read as ascending too.
 * - `chatmessages.nmbr=<N`: the `pagesize` newest messages older than N (scrolling back).
 *   `chatmessages.nmbr=>N`: the `pagesize` oldest messages newer than N (catching up).
 *   Both: messages strictly between, the ones right after the `>` bound first.
 *   Neither: the newest `pagesize` messages.
 * Unknown keys are refused (400), so a mistyped filter never silently returns the wrong page.
 * The reply is a plain array in `orderby` order; fewer than `pagesize` items means the end was reached.
 */
export const chatMessageListQuerySchema = z
  .strictObject({
    chatnmbr: positiveInt.optional(),
    page: z.coerce
      .number()
      .int()
      .refine((page) => page === CHAT_FIRST_PAGE, `only page ${CHAT_FIRST_PAGE}; page on with ${CHAT_MESSAGE_NMBR_FILTER}=<nmbr`)
      .default(CHAT_FIRST_PAGE),
    pagesize: z.coerce.number().int().min(1).max(CHAT_MESSAGE_MAX_PAGE_SIZE).default(CHAT_MESSAGE_PAGE_SIZE),
    markasread: booleanString.default(true),
    orderby: z
      .string()
      .regex(/^[+ -]?chatmessages\.nmbr$/, "'+chatmessages.nmbr' or '-chatmessages.nmbr'")
      .default('+chatmessages.nmbr'),
    [CHAT_MESSAGE_NMBR_FILTER]: nmbrFilterSchema.optional(),
  })
  .transform((query) => ({
    chatnmbr: query.chatnmbr,
    pagesize: query.pagesize,
    markasread: query.markasread,
    order: query.orderby.startsWith('-') ? ('desc' as const) : ('asc' as const),
    before: query[CHAT_MESSAGE_NMBR_FILTER]?.before,
    after: query[CHAT_MESSAGE_NMBR_FILTER]?.after,
  }));
export type ChatMessageListQuery = z.output<typeof chatMessageListQuerySchema>;

export interface ChatMessageListOptions {
  chatnmbr?: number;
  pagesize?: number;
  markasread?: boolean;
  order?: 'asc' | 'desc';
  /** Messages older than this nmbr. */
  before?: number;
  /** Messages newer than this nmbr. */
  after?: number;
}

/** Builds the wire query for a message page; pass it to URLSearchParams (which encodes `<`, `>` and `+`). */
export function chatMessageListQuery(options: ChatMessageListOptions = {}): [string, string][] {
  const entries: [string, string][] = [['page', String(CHAT_FIRST_PAGE)]];
  if (options.chatnmbr !== undefined) entries.push(['chatnmbr', String(options.chatnmbr)]);
  if (options.pagesize !== undefined) entries.push(['pagesize', String(options.pagesize)]);
  entries.push(['markasread', String(options.markasread ?? true)]);
  entries.push(['orderby', `${options.order === 'desc' ? '-' : '+'}chatmessages.nmbr`]);
  if (options.before !== undefined) entries.push([CHAT_MESSAGE_NMBR_FILTER, `<${options.before}`]);
  if (options.after !== undefined) entries.push([CHAT_MESSAGE_NMBR_FILTER, `>${options.after}`]);
  return entries;
}

/**
 * POST a message. `paragraph` may be empty only when attachments are sent. `attachments` are file names from the
 * attachment upload of the same chat. `mentions` are staff member ids; they are dropped when a guest writes in a guest
 * chat, and in a guest chat staff mention only in a private note (mentions on a message the guest reads are a 400).
 * `note: true` (staff, guest chats only, text without attachments) stores a private note that only staff ever read.
 * `clientId` makes sending idempotent: resending the same clientId to the same chat answers the message stored the
 * first time (retry after a lost connection never duplicates); a clientId another author used is a 400.
 */
export const chatMessageSendBodySchema = z
  .object({
    paragraph: z.string().trim().max(CHAT_MESSAGE_MAX_LENGTH).default(''),
    attachments: z.array(chatAttachmentFilenameSchema).max(CHAT_MESSAGE_MAX_ATTACHMENTS).default([]),
    mentions: z.array(z.string().min(1).max(64)).max(CHAT_MESSAGE_MAX_MENTIONS).default([]),
    clientId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/)
      .optional(),
    note: z.boolean().default(false),
  })
  .refine((body) => body.paragraph.length > 0 || body.attachments.length > 0, {
    message: 'a message needs a paragraph or an attachment',
    path: ['paragraph'],
  })
  .refine((body) => !body.note || (body.attachments.length === 0 && body.paragraph.length > 0), {
    message: 'a private note is text without attachments',
    path: ['note'],
  });
export type ChatMessageSendBody = z.output<typeof chatMessageSendBodySchema>;

/**
 * The translation query: `lang`, the language to read the message in (en, nl, de, fr); absent: the reader's account
 * language. The app sends the language it shows.
 */
export const chatMessageTranslationQuerySchema = z.strictObject({ lang: appLanguageSchema.optional() });

const TRANSLATION_SUMMARY =
  "One message in the reader's language (the account's, or `lang`), through the configured translation provider; " +
  'cached per message and language. The original is never changed; a failed translation answers status unavailable';

const messageNmbrParams = z.object({ nmbr: positiveInt });
const chatMessageParams = z.object({ chatnmbr: positiveInt });
const chatMessageNmbrParams = z.object({ chatnmbr: positiveInt, nmbr: positiveInt });

const GUEST_BASE = '/api/guest/reservation/current/chat/message';
const EMPLOYEE_BASE = '/api/employee/chat/{chatnmbr}/message';

/** The guest's own chat's messages. */
export const guestChatMessageApi = {
  list: defineEndpoint({
    method: 'GET',
    path: GUEST_BASE,
    auth: 'guest',
    summary: "A page of the guest's chat messages (keyset paging by chatmessages.nmbr)",
    query: chatMessageListQuerySchema,
    response: z.array(chatMessageSchema),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${GUEST_BASE}/{nmbr}`,
    auth: 'guest',
    summary: "One message of the guest's chat",
    params: messageNmbrParams,
    response: chatMessageSchema,
  }),
  status: defineEndpoint({
    method: 'GET',
    path: `${GUEST_BASE}/{nmbr}/status`,
    auth: 'guest',
    summary: 'Whether a message has been read, and by whom',
    params: messageNmbrParams,
    response: chatMessageStatusSchema,
  }),
  translation: defineEndpoint({
    method: 'GET',
    path: `${GUEST_BASE}/{nmbr}/translation`,
    auth: 'guest',
    summary: TRANSLATION_SUMMARY,
    params: messageNmbrParams,
    query: chatMessageTranslationQuerySchema,
    response: chatMessageTranslationSchema,
  }),
  send: defineEndpoint({
    method: 'POST',
    path: GUEST_BASE,
    auth: 'guest',
    summary: "Send a message in the guest's chat",
    body: chatMessageSendBodySchema,
    response: chatMessageSchema,
  }),
} as const;

/** Any chat's messages, for staff who may see the chat. */
export const staffChatMessageApi = {
  list: defineEndpoint({
    method: 'GET',
    path: EMPLOYEE_BASE,
    auth: 'staff',
    summary: 'A page of chat messages (keyset paging by chatmessages.nmbr)',
    params: chatMessageParams,
    query: chatMessageListQuerySchema,
    response: z.array(chatMessageSchema),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${EMPLOYEE_BASE}/{nmbr}`,
    auth: 'staff',
    summary: 'One chat message',
    params: chatMessageNmbrParams,
    response: chatMessageSchema,
  }),
  status: defineEndpoint({
    method: 'GET',
    path: `${EMPLOYEE_BASE}/{nmbr}/status`,
    auth: 'staff',
    summary: 'Whether a message has been read, and by whom',
    params: chatMessageNmbrParams,
    response: chatMessageStatusSchema,
  }),
  translation: defineEndpoint({
    method: 'GET',
    path: `${EMPLOYEE_BASE}/{nmbr}/translation`,
    auth: 'staff',
    summary: TRANSLATION_SUMMARY,
    params: chatMessageNmbrParams,
    query: chatMessageTranslationQuerySchema,
    response: chatMessageTranslationSchema,
  }),
  send: defineEndpoint({
    method: 'POST',
    path: EMPLOYEE_BASE,
    auth: 'staff',
    summary: 'Send a message (members only)',
    params: chatMessageParams,
    body: chatMessageSendBodySchema,
    response: chatMessageSchema,
  }),
} as const;
