import { z } from 'zod';
import { chatMessageSchema } from '../entities/chat-message';
import { chatReminderSchema } from '../entities/chat-reminder';
import { chatPrioritySchema, chatStatusValueSchema } from '../entities/chat';
import { complaintAssignedSchema, complaintStateSchema } from '../entities/complaint';

/**
 * Live delivery over a WebSocket at REALTIME_PATH. Authenticate with the access token either in the query
 * (`/api/realtime?accesstoken=...`) or as the first message `{ "type": "auth", "accesstoken": "..." }` within
 * REALTIME_AUTH_TIMEOUT_MS. The server answers `ready`, then pushes events as JSON text frames. A fresh token may be
 * sent again with `auth` at any time (after a refresh). Polling every CHAT_REFRESH_INTERVAL_MS stays the fallback.
 * Close codes: 4401 not authenticated (missing, bad or expired token), 4400 malformed message, 4408 idle (send `ping`
 * at least every REALTIME_IDLE_TIMEOUT_MS), 4429 replaced by a newer socket of the same account, 1012 the server is
 * restarting (reconnect after a short random delay; behind a load balancer that reaches another instance).
 */
export const REALTIME_PATH = '/api/realtime';
export const REALTIME_AUTH_TIMEOUT_MS = 10_000;
export const REALTIME_CLOSE_UNAUTHENTICATED = 4401;
export const REALTIME_CLOSE_BAD_MESSAGE = 4400;
/** No frame from the client (not even a `ping`) for REALTIME_IDLE_TIMEOUT_MS. */
export const REALTIME_CLOSE_IDLE = 4408;
export const REALTIME_IDLE_TIMEOUT_MS = 120_000;
/** The account opened more than REALTIME_MAX_SOCKETS_PER_ACCOUNT sockets on one server: its oldest is closed. */
export const REALTIME_CLOSE_TOO_MANY_SOCKETS = 4429;
export const REALTIME_MAX_SOCKETS_PER_ACCOUNT = 10;
/** The server is shutting down (WebSocket's 1012 "service restart"): nothing is wrong, reconnect soon. */
export const REALTIME_CLOSE_SERVICE_RESTART = 1012;

export const realtimeClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), accesstoken: z.string().min(1).max(4096) }),
  z.object({ type: z.literal('ping') }),
]);
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessageSchema>;

/** Why a chat.updated event was sent; the app refetches the chat (and the list) on any of them. */
export const CHAT_UPDATE_REASONS = ['created', 'status', 'details', 'members', 'suggestion', 'reminder'] as const;
export type ChatUpdateReason = (typeof CHAT_UPDATE_REASONS)[number];

/** Why a complaint.updated event was sent; the app refetches on any of them. */
export const COMPLAINT_UPDATE_REASONS = ['created', 'details', 'state', 'review', 'note', 'appointment'] as const;
export type ComplaintUpdateReason = (typeof COMPLAINT_UPDATE_REASONS)[number];

export const STAY_UPDATE_REASONS = ['checked-out', 'first-unlock', 'lock-failed', 'suite-ready'] as const;
export type StayUpdateReason = (typeof STAY_UPDATE_REASONS)[number];

/** Notification object types, as push notifications carry them (the app opens the object a push names). */
export const NOTIFICATION_OBJECT_TYPES = ['CHAT', 'CHATS', 'GUEST_CHATS', 'CUBER_CHATS', 'RESERVATION', 'APP_URL', 'ORDERS'] as const;

/** A notification for one person or staff member (also stored in the push outbox). */
export const realtimeNotificationSchema = z.object({
  _id: z.string(),
  kind: z.enum(['reminder', 'mention', 'help', 'message', 'order', 'reservation', 'announcement']),
  title: z.string(),
  body: z.string(),
  objecttype: z.enum(NOTIFICATION_OBJECT_TYPES),
  objectkey: z.string(),
  chatnmbr: z.number().int().nullable(),
});
export type RealtimeNotification = z.infer<typeof realtimeNotificationSchema>;

/** Everything the server sends over the socket, discriminated by `type`. */
export const realtimeEventSchema = z.discriminatedUnion('type', [
  /** Authenticated; events follow. */
  z.object({ type: z.literal('ready'), role: z.string(), id: z.string() }),
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
  /** A new message in a chat the recipient belongs to or may see. */
  z.object({ type: z.literal('chat.message'), chatnmbr: z.number().int(), message: chatMessageSchema }),
  /** Someone's read mark moved (e.g. to show "read" on sent messages). */
  z.object({
    type: z.literal('chat.read'),
    chatnmbr: z.number().int(),
    person: z.string().nullable(),
    employee: z.string().nullable(),
    lastreadnmbr: z.number().int(),
  }),
  /** The chat's status, details, members, suggestions or reminders changed. */
  z.object({
    type: z.literal('chat.updated'),
    chatnmbr: z.number().int(),
    reason: z.enum(CHAT_UPDATE_REASONS),
    chatstatus: chatStatusValueSchema,
    chatpriority: chatPrioritySchema,
    actionholder: z.string().nullable(),
  }),
  /** The recipient's total unread count (the tab badge) changed; for a guest it is their chat's count. */
  z.object({ type: z.literal('chat.unread'), unread: z.number().int() }),
  /** One of the recipient's reminders fired. */
  z.object({ type: z.literal('chat.reminder'), chatnmbr: z.number().int(), reminder: chatReminderSchema }),
  /** A notification for the recipient: a mention, a guest asking for help, a fired reminder. */
  z.object({ type: z.literal('notification'), notification: realtimeNotificationSchema }),
  /**
   * A complaint of the recipient's location was filed or changed (details, state, review, notes, appointments), or
   * one of its appointments was deleted. Sent to the location's staff; the app refetches the complaint, the complaint
   * lists and counters, and the chat of `reservation` (its list item shows the reservation's complaints).
   */
  z.object({
    type: z.literal('complaint.updated'),
    complaintnmbr: z.number().int(),
    reason: z.enum(COMPLAINT_UPDATE_REASONS),
    complaintstatetext: complaintStateSchema,
    assigned: complaintAssignedSchema,
    /** The reservation's _id. */
    reservation: z.string(),
    /** The nmbr of that reservation's chat, or null when it has none yet. */
    chatnmbr: z.number().int().nullable(),
  }),
  /**
   * An order changed (a delivery added, changed or removed, a payment started or settled, the order placed). Sent to
   * the reservation's guests and the location's staff; the guest's app refetches the order, staff refetch the chat
   * list (its deliveries) and the deliveries screen.
   */
  z.object({
    type: z.literal('order.updated'),
    ordernmbr: z.number().int(),
    /** The reservation's _id. */
    reservationId: z.string(),
    orderstate: z.number().int(),
  }),
  /**
   * A booking's day changed: the guest checked out, a guest unlocked the door (first or again), a lock failed, or a
   * suite was ticked ready. Sent to the location's staff; the app refetches the stay status, the reservation lists,
   * the booking and the housekeeping list.
   */
  z.object({
    type: z.literal('stay.updated'),
    reason: z.enum(STAY_UPDATE_REASONS),
    /** The reservation's _id (null for a suite ticked ready without an arriving stay). */
    reservationId: z.string().nullable(),
    suiteId: z.string().nullable(),
  }),
  /**
   * A reservation of the recipient's location was created, changed or cancelled by its property-management system.
   * Sent to the location's staff; the app refetches the reservation lists, counts and the booking.
   */
  z.object({
    type: z.literal('reservation.updated'),
    /** The reservation's _id. */
    reservationId: z.string(),
    nmbr: z.string(),
  }),
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;
export type RealtimeEventType = RealtimeEvent['type'];
