import { z } from 'zod';
import { messageReplySchema } from './auth';
import { NOTIFICATION_OBJECT_TYPES, realtimeNotificationSchema } from './chat-realtime';
import { defineEndpoint } from './endpoint';

/** A notification object type: what a notification opens (the app's `lib/push/notification-opening.ts`). */
export type NotificationObjectType = (typeof NOTIFICATION_OBJECT_TYPES)[number];

export const PUSH_ENDPOINT_MAX_LENGTH = 2048;
/** Web Push keys are base64url: p256dh is 65 bytes (87 characters), auth 16 bytes (22 characters); room to spare. */
const PUSH_KEY_MAX_LENGTH = 256;
const base64url = z
  .string()
  .min(1)
  .max(PUSH_KEY_MAX_LENGTH)
  .regex(/^[A-Za-z0-9_-]+=*$/, 'base64url');

/**
 * A browser's push subscription as `PushSubscription.toJSON()` gives it. The server only sends to https endpoints
 * (a plain http endpoint answers 400 INVALID_INPUT unless the server is configured for local testing).
 */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z.string().trim().url().max(PUSH_ENDPOINT_MAX_LENGTH),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url, auth: base64url }),
});
export type PushSubscriptionBody = z.output<typeof pushSubscriptionBodySchema>;

export const pushUnsubscribeBodySchema = z.object({
  endpoint: z.string().trim().min(1).max(PUSH_ENDPOINT_MAX_LENGTH),
});
export type PushUnsubscribeBody = z.output<typeof pushUnsubscribeBodySchema>;

export const pushPublicKeySchema = z.object({
  /** The VAPID application server key (base64url, uncompressed P-256 point) for `pushManager.subscribe`. */
  publicKey: z.string(),
});
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;

/**
 * The JSON body of a Web Push message (encrypted aes128gcm by the server). The service worker shows
 * `notification.title` / `notification.body`; on click it hands `notification` to the page, which opens it by
 * `objecttype`. `url` is the address an APP_URL notification (or a RESERVATION's follow-up) opens; `badge` is
 * the recipient's unread chat count for the app icon, or null when unknown.
 */
export const pushMessageSchema = z.object({
  notification: realtimeNotificationSchema,
  url: z.string().nullable(),
  badge: z.number().int().nonnegative().nullable(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;

const notificationTypeFlags = Object.fromEntries(
  NOTIFICATION_OBJECT_TYPES.map((type) => [type, z.boolean()]),
) as Record<NotificationObjectType, z.ZodBoolean>;

/** A staff member's choice per notification object type; every type is on until switched off. */
export const notificationSettingsSchema = z.object({ types: z.object(notificationTypeFlags) });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** POST: the types to change; the others keep their value. The answer is the full set. */
export const notificationSettingsUpdateBodySchema = z.object({ types: z.object(notificationTypeFlags).partial() });
export type NotificationSettingsUpdateBody = z.output<typeof notificationSettingsUpdateBodySchema>;

/**
 * Web Push. The app fetches the public key, subscribes the browser and registers the subscription after login (filed
 * under the caller's external user id); logout unregisters it before the session ends. Registering the same endpoint
 * again moves it to the caller (one browser, one current user). Removing an endpoint that is not the caller's changes
 * nothing and answers the same.
 */
export const pushApi = {
  publicKey: defineEndpoint({
    method: 'GET',
    path: '/api/push/public-key',
    auth: 'none',
    summary: "The server's VAPID public key (the application server key for pushManager.subscribe)",
    response: pushPublicKeySchema,
  }),
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/api/push/subscription',
    auth: 'session',
    summary: "Register this browser's push subscription for the signed-in guest or staff member",
    body: pushSubscriptionBodySchema,
    response: messageReplySchema,
  }),
  unsubscribe: defineEndpoint({
    method: 'DELETE',
    path: '/api/push/subscription',
    auth: 'session',
    summary: "Remove one of the caller's push subscriptions (by endpoint); call before logging out",
    body: pushUnsubscribeBodySchema,
    response: messageReplySchema,
  }),
} as const;

/** Which notifications a staff member receives as push messages (the outbox records every one regardless). */
export const staffNotificationSettingsApi = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/employee/notification-settings',
    auth: 'staff',
    summary: "The caller's push notification choices per object type (all on by default)",
    response: notificationSettingsSchema,
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/api/employee/notification-settings',
    auth: 'staff',
    summary: 'Switch push notifications per object type on or off; answers the full set',
    body: notificationSettingsUpdateBodySchema,
    response: notificationSettingsSchema,
  }),
} as const;
