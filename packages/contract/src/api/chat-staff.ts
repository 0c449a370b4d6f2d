import { z } from 'zod';
import { messageReplySchema } from './auth';
import { chatAttachmentFileResponseSchema } from './chat-guest';
import { chatMemberModeSchema, chatMemberSchema, chatMemberTypeSchema, mentionCandidateSchema } from '../entities/chat-member';
import { chatAttachmentFilenameSchema, chatAttachmentSchema } from '../entities/chat-message';
import { CHAT_REMINDER_NOTE_MAX_LENGTH, chatReminderSchema } from '../entities/chat-reminder';
import { chatPrioritySchema, chatSchema, chatStatusSchema, chatStatusValueSchema, chatUnreadSchema } from '../entities/chat';
import { CHAT_FIRST_PAGE, CHAT_LIST_EXCLUDED_STATUS } from '../constants';
import { defineEndpoint } from './endpoint';

export const CHAT_LIST_PAGE_SIZE = 20;
export const CHAT_LIST_MAX_PAGE_SIZE = 200;

const positiveInt = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const id = z.string().min(1).max(64);

/**
 * Chat list query (every list variant). Sorted by the last message, newest first. Status N is never listed;
 * closed (archived, C) chats only with chatstatus=C.
 * - `page` (from 1) with `pagesize` (default 50, max 200); `disablepaging=true` answers every chat (the unpaged variant).
 * - `view=guest` only reservation chats, `view=internal` only staff chats.
 * - `chatstatus`: only chats with that status (O, I or C).
 */
export const chatListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(CHAT_FIRST_PAGE).max(10_000).default(CHAT_FIRST_PAGE),
  pagesize: z.coerce.number().int().min(1).max(CHAT_LIST_MAX_PAGE_SIZE).default(CHAT_LIST_PAGE_SIZE),
  disablepaging: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .default(false),
  view: z.enum(['guest', 'internal']).optional(),
  chatstatus: chatStatusValueSchema.exclude([CHAT_LIST_EXCLUDED_STATUS]).optional(),
});
export type ChatListQuery = z.output<typeof chatListQuerySchema>;

const chatParams = z.object({ nmbr: positiveInt });

/** POST /{nmbr}: change the name, priority or action holder (a staff member id, or null to clear). */
export const chatUpdateBodySchema = z
  .object({
    chatname: z.string().trim().min(1).max(100).nullable().optional(),
    chatpriority: chatPrioritySchema.optional(),
    actionholder: id.nullable().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'change at least one field');
export type ChatUpdateBody = z.output<typeof chatUpdateBodySchema>;

/**
 * POST create: an internal staff chat (the creator becomes admin, `members` join as ordinary members), or with
 * object1 'reservation' and objectkey the reservation id, that reservation's chat (answered as is when it exists).
 */
export const chatCreateBodySchema = z
  .object({
    chatname: z.string().trim().min(1).max(100).optional(),
    chatpriority: chatPrioritySchema.default('NORMAL'),
    members: z.array(id).max(50).default([]),
    object1: z.literal('reservation').optional(),
    objectkey: id.optional(),
  })
  .refine((body) => (body.object1 === undefined) === (body.objectkey === undefined), {
    message: 'object1 and objectkey go together',
    path: ['objectkey'],
  })
  .refine((body) => body.object1 !== undefined || body.chatname !== undefined, {
    message: 'an internal chat needs a chatname',
    path: ['chatname'],
  });
export type ChatCreateBody = z.output<typeof chatCreateBodySchema>;

/** POST /{nmbr}/reminder. A `datetime` in the past fires at once. */
export const chatReminderCreateBodySchema = z.object({
  datetime: z.iso.datetime({ offset: true }),
  paragraph: z.string().trim().max(CHAT_REMINDER_NOTE_MAX_LENGTH).default(''),
  actions: z.array(z.string().regex(/^[A-Z_]{1,32}$/)).max(5).default(['OPEN_CHAT']),
});
export type ChatReminderCreateBody = z.output<typeof chatReminderCreateBodySchema>;

/**
 * The generic POST /{nmbr}/{action}: the chat actions without a route of their own. `handle` makes the caller the
 * action holder (joining as a member if needed; guarded by handleExternal/handleInternal, not for admins).
 */
export const CHAT_PATH_ACTIONS = ['handle'] as const;
export const chatPathActionSchema = z.enum(CHAT_PATH_ACTIONS);

const BASE = '/api/employee/chat';
const list = (path: string, summary: string) =>
  defineEndpoint({ method: 'GET', path, auth: 'staff', summary, query: chatListQuerySchema, response: z.array(chatSchema) });
const chatAction = (name: string, summary: string) =>
  defineEndpoint({ method: 'POST', path: `${BASE}/{nmbr}/${name}`, auth: 'staff', summary, params: chatParams, response: chatSchema });

/**
 * Staff chat calls. Staff see the chats of their location (staff without a location: every location).
 * The chat guards use the permissions of the caller's user settings; a refused action answers 403 UNAUTHORIZED, an
 * unknown or invisible chat 404 CHAT_NOT_FOUND. Actions answer the chat as the caller now sees it.
 */
export const staffChatApi = {
  list: list(BASE, 'Every chat the caller may see (paged, or all with disablepaging=true)'),
  listInternal: list(`${BASE}/employee`, 'Internal staff chats (no reservation)'),
  listActive: list(`${BASE}/active`, 'Open chats (status O)'),
  listMember: list(`${BASE}/member`, 'Chats the caller is a direct member of'),
  listWorkgroup: list(`${BASE}/workgroup`, "Chats the caller's workgroup is a member of"),
  colleagues: defineEndpoint({
    method: 'GET',
    path: `${BASE}/colleagues`,
    auth: 'staff',
    summary: "Staff of the caller's location (every staff member for staff without a location), except the caller: who can be put into a new team chat or made its action holder",
    response: z.array(mentionCandidateSchema),
  }),
  unread: defineEndpoint({
    method: 'GET',
    path: `${BASE}/unread`,
    auth: 'staff',
    summary: "Unread messages over the caller's chats (member or workgroup) and the caller's open suggestions",
    response: chatUnreadSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${BASE}/{nmbr}`,
    auth: 'staff',
    summary: 'One chat',
    params: chatParams,
    response: chatSchema,
  }),
  status: defineEndpoint({
    method: 'GET',
    path: `${BASE}/{nmbr}/status`,
    auth: 'staff',
    summary: "A chat's status, the caller's unread count and the newest message nmbr",
    params: chatParams,
    response: chatStatusSchema,
  }),
  mention: defineEndpoint({
    method: 'GET',
    path: `${BASE}/{nmbr}/mention`,
    auth: 'staff',
    summary: 'Staff who can be mentioned in the chat (staff of its location)',
    params: chatParams,
    response: z.array(mentionCandidateSchema),
  }),
  nonWorkgroup: defineEndpoint({
    method: 'GET',
    path: `${BASE}/{nmbr}/nonworkgroup`,
    auth: 'staff',
    summary: "Staff members and workgroups of the chat from other workgroups than the caller's",
    params: chatParams,
    response: z.array(chatMemberSchema),
  }),
  members: defineEndpoint({
    method: 'GET',
    path: `${BASE}/{nmbr}/chatmember`,
    auth: 'staff',
    summary: "The chat's members",
    params: chatParams,
    response: z.array(chatMemberSchema),
  }),
  join: chatAction('joinChat', 'Join the chat (join guard)'),
  leave: chatAction('leaveChat', 'Leave the chat (leave guard; not for admins)'),
  workgroupLeave: chatAction('workgroupLeaveChat', "The caller's workgroup leaves the chat (leave guard)"),
  archive: chatAction('archiveChat', 'Archive (close) the chat (archive guard: admins only)'),
  setInactive: chatAction('setInactive', 'Mark the chat inactive and clear the action holder (inactivate guard)'),
  markAsRead: defineEndpoint({
    method: 'POST',
    path: `${BASE}/{nmbr}/markAsRead`,
    auth: 'staff',
    summary: 'Mark every message of the chat as read for the caller',
    params: chatParams,
    response: chatStatusSchema,
  }),
  createReminder: defineEndpoint({
    method: 'POST',
    path: `${BASE}/{nmbr}/reminder`,
    auth: 'staff',
    summary: 'Set a reminder for the caller on the chat',
    params: chatParams,
    body: chatReminderCreateBodySchema,
    response: chatReminderSchema,
  }),
  deleteReminder: defineEndpoint({
    method: 'DELETE',
    path: `${BASE}/{nmbr}/reminder/{remId}`,
    auth: 'staff',
    summary: "Cancel one of the caller's reminders",
    params: z.object({ nmbr: positiveInt, remId: id }),
    response: messageReplySchema,
  }),
  update: defineEndpoint({
    method: 'POST',
    path: `${BASE}/{nmbr}`,
    auth: 'staff',
    summary: 'Change chatname, chatpriority or actionholder (members only)',
    params: chatParams,
    body: chatUpdateBodySchema,
    response: chatSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: BASE,
    auth: 'staff',
    summary: "Create an internal chat, or open a reservation's chat",
    body: chatCreateBodySchema,
    response: chatSchema,
  }),
  addMember: defineEndpoint({
    method: 'POST',
    path: `${BASE}/{nmbr}/addMember/{type}/{name}/{mode}`,
    auth: 'staff',
    summary:
      'Add a member: type employee|person|workgroup, name the employee id, person id or workgroup name, mode A|M. Members may add; only admins add admins.',
    params: z.object({ nmbr: positiveInt, type: chatMemberTypeSchema, name: id, mode: chatMemberModeSchema }),
    response: chatSchema,
  }),
  removeMember: defineEndpoint({
    method: 'DELETE',
    path: `${BASE}/{nmbr}/removeMember/{id}`,
    auth: 'staff',
    summary: 'Remove a member by member _id (admins; anyone may remove themselves; the last admin stays)',
    params: z.object({ nmbr: positiveInt, id }),
    response: chatSchema,
  }),
  action: defineEndpoint({
    method: 'POST',
    path: `${BASE}/{nmbr}/{action}`,
    auth: 'staff',
    summary: 'A chat action without a route of its own: handle',
    params: z.object({ nmbr: positiveInt, action: chatPathActionSchema }),
    response: chatSchema,
  }),
  uploadAttachment: defineEndpoint({
    method: 'POST',
    path: `${BASE}/{objectkey}/attachment`,
    auth: 'staff',
    summary: 'Upload an attachment (multipart field "file"); objectkey is the chat\'s objectkey, or its nmbr when it has none',
    params: z.object({ objectkey: id }),
    response: chatAttachmentSchema,
  }),
  attachment: defineEndpoint({
    method: 'GET',
    path: `${BASE}/{objectkey}/attachment/{filename}`,
    auth: 'staff',
    summary: 'Download an attachment (binary)',
    params: z.object({ objectkey: id, filename: chatAttachmentFilenameSchema }),
    response: chatAttachmentFileResponseSchema,
  }),
} as const;
