import { z } from 'zod';
import { chatSystemLineSchema } from './chat-message';
import { chatMemberSchema, personalInfoSchema } from './chat-member';
import { chatReminderSchema } from './chat-reminder';
import { chatSuggestionSchema } from './chat-suggestion';
import { appLanguageSchema } from './language-schema';

/**
 * Chat statuses: N new (created, no message yet; never listed), O open, I inactive (set by setInactive,
 * which also clears the action holder), C closed (archived; listed only when asked for with chatstatus=C).
 * A new message re-opens an N or I chat.
 */
export const CHAT_STATUSES = ['N', 'O', 'I', 'C'] as const;
export const chatStatusValueSchema = z.enum(CHAT_STATUSES);
export type ChatStatusValue = z.infer<typeof chatStatusValueSchema>;
export const CHAT_STATUS = { new: 'N', open: 'O', inactive: 'I', closed: 'C' } as const satisfies Record<string, ChatStatusValue>;

export const CHAT_PRIORITIES = ['LOW', 'NORMAL', 'HIGH', 'URGENT'] as const;
export const chatPrioritySchema = z.enum(CHAT_PRIORITIES);
export type ChatPriority = z.infer<typeof chatPrioritySchema>;

/** object1 of chats about a reservation (both spellings occur on the wire); internal staff chats have object1 null. */
export const chatObjectSchema = z.enum(['reservation', 'reservations']);

/** lastmessage: paragraph, timestamp, personalinfo (firstname, personimage, workgroup). Never a private note. */
export const chatLastMessageSchema = z.object({
  nmbr: z.number().int(),
  paragraph: z.string(),
  timestamp: z.string(),
  personalinfo: personalInfoSchema.nullable(),
  /** True when the message carries attachments (the preview may show a paperclip). */
  hasAttachments: z.boolean(),
  /** Set on a system line the app renders in the reader's language (see chatMessageSchema's `system`). */
  system: chatSystemLineSchema.optional(),
});
export type ChatLastMessage = z.infer<typeof chatLastMessageSchema>;

/**
 * The reservation summary a reservation chat's list item shows: suite name, main guest, dates,
 * late-checkout marker, guide and time since selection. Field names as the Reservation entity spells them.
 */
export const chatReservationSummarySchema = z.object({
  _id: z.string(),
  /** The reservation number: what the staff booking screen (and `GET /api/employee/reservation/{nmbr}`) takes. */
  nmbr: z.string(),
  status: z.number().int(),
  startDateTime: z.string(),
  endDateTime: z.string(),
  controlsDeactivationDateTime: z.string().nullable(),
  /** The first is the suite. */
  accommodations: z.array(z.object({ name: z.string() })),
  mainGuest: z.object({ firstname: z.string(), surname: z.string() }).nullable(),
  guide: z.object({ _id: z.string(), firstname: z.string(), erpUID: z.string() }).nullable(),
  /** UTC ISO instant the guest chose the guide; the list shows the time since (support only). */
  guideSelectionTimestamp: z.string().nullable(),
  /** The language the main guest reads the app in (their account's); null until the reservation is linked to an account. */
  guestLanguage: appLanguageSchema.nullable(),
  /** The location's content language: what a guest sees when a text is missing in their language (then English). */
  contentLanguage: appLanguageSchema,
  /** The location's IANA time zone: the checkout a saved reply names is written in it. */
  timeZone: z.string(),
  /** Late checkout, computed by the server with the location's `reservation.controlDeactivation` setting. */
  lateCheckout: z.boolean(),
});
export type ChatReservationSummary = z.infer<typeof chatReservationSummarySchema>;

/**
 * Delivery as a chat list item shows it (grouped by date): the deliveries of the reservation's paid and placed orders,
 * by date (`deliverydate`: the delivery time in the park's zone, 12:00 without one, UTC ISO instant), with the order's
 * number and state (`ORDER_STATE`) and when staff ticked it off as delivered (null: still to bring).
 */
export const chatDeliverySchema = z.object({
  deliverydate: z.string(),
  productname: z.string(),
  quantity: z.number(),
  unit: z.string(),
  productkey: z.string(),
  ordernmbr: z.number().int(),
  orderstate: z.number().int(),
  delivered: z.string().nullable(),
});
export type ChatDelivery = z.infer<typeof chatDeliverySchema>;

/**
 * Complaint as a chat list item shows it (grouped by state text): the complaints of the chat's reservation, newest
 * first (staff only; guests always get an empty list). The full complaint: GET /api/employee/complaint/{nmbr}.
 */
export const chatComplaintSchema = z.object({
  nmbr: z.number().int(),
  subject: z.string(),
  complaintstatetext: z.string(),
  assigned: z.enum(['J', 'N', '']),
  complaintpriority: z.string().nullable(),
  creationdatetime: z.string(),
});
export type ChatComplaint = z.infer<typeof chatComplaintSchema>;

/**
 * Badges, from the caller's point of view:
 * - unread: messages after the caller's read mark (at most CHAT_UNREAD_CAP);
 * - mine: the caller is a direct member;
 * - workgroup: the caller's workgroup is a member (as a workgroup, or through a colleague of that workgroup);
 * - otherWorkgroupMember: a staff member or workgroup of another workgroup is a member;
 * - mentioned: a message after the caller's read mark mentions the caller (a private note, or a message of an
 *   internal chat); always false for guests.
 */
export const chatBadgesSchema = z.object({
  unread: z.number().int(),
  mine: z.boolean(),
  workgroup: z.boolean(),
  otherWorkgroupMember: z.boolean(),
  mentioned: z.boolean(),
});
export type ChatBadges = z.infer<typeof chatBadgesSchema>;

/** Unread counts stop at this number (the app shows "99+"-style badges); keeps counting cheap on huge chats. */
export const CHAT_UNREAD_CAP = 100;

/**
 * Chat, the same shape for the list item, the detail and the guest's chat. `unread` equals `badges.unread`.
 * `membership` feeds the chat guards (allowedChatActions) together with the caller's permissions and role.
 * Guests always get empty `suggestions` and `reminders` (staff-only data).
 */
export const chatSchema = z.object({
  nmbr: z.number().int(),
  chatname: z.string().nullable(),
  chatstatus: chatStatusValueSchema,
  chatpriority: chatPrioritySchema,
  /** The staff member id of whoever handles the chat; null when nobody does. */
  actionholder: z.string().nullable(),
  actionholderinfo: personalInfoSchema.nullable(),
  /**
   * UTC ISO instant the guest asked for help (askCuber), while nobody has handled it: a staff reply or the handle
   * action clears it. Guests see it too, so the app can say their request is open.
   */
  helpRequestedAt: z.string().nullable(),
  object1: chatObjectSchema.nullable(),
  objectkey: z.string().nullable(),
  members: z.array(chatMemberSchema),
  unread: z.number().int(),
  lastmessage: chatLastMessageSchema.nullable(),
  reservation: chatReservationSummarySchema.nullable(),
  deliveries: z.array(chatDeliverySchema),
  complaints: z.array(chatComplaintSchema),
  suggestions: z.array(chatSuggestionSchema),
  reminders: z.array(chatReminderSchema),
  badges: chatBadgesSchema,
  membership: z.object({ isMember: z.boolean(), isAdmin: z.boolean() }),
  /** UTC ISO instants. */
  created: z.string(),
  updated: z.string(),
});
export type Chat = z.infer<typeof chatSchema>;

/** GET .../status and markAsRead: a cheap poll of one chat. */
export const chatStatusSchema = z.object({
  nmbr: z.number().int(),
  chatstatus: chatStatusValueSchema,
  chatpriority: chatPrioritySchema,
  actionholder: z.string().nullable(),
  unread: z.number().int(),
  /**
   * The newest message's nmbr the caller may read (staff: private notes included), or null: fetch newer messages with
   * `chatmessages.nmbr=>{your newest}` when it moved.
   */
  lastmessagenmbr: z.number().int().nullable(),
});
export type ChatStatus = z.infer<typeof chatStatusSchema>;

/** GET /api/employee/chat/unread: the tab badge's number and the caller's open suggestions. */
export const chatUnreadSchema = z.object({
  unread: z.number().int(),
  suggestions: z.array(chatSuggestionSchema),
});
export type ChatUnread = z.infer<typeof chatUnreadSchema>;
