import type { NotificationObjectType, RealtimeNotification } from '@stay/contract';
import type { NotificationRecipientKind } from '../../db/tables/notification-outbox';

export interface NotificationRecipient {
  kind: NotificationRecipientKind;
  id: string;
}

export type NewNotification = Omit<RealtimeNotification, '_id'> & {
  recipient: NotificationRecipient;
  /** The address an APP_URL notification (or a RESERVATION's follow-up) opens; null or absent for none. */
  url?: string | null;
};

/** A browser's subscription as the app registers it, with who registered it. */
export interface NewPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  userAgent: string | null;
  sessionId: string | null;
}

/** The recipient's unread count for the app icon (null: unknown); supplied by the module that knows it. */
export type BadgeSource = (recipient: NotificationRecipient) => Promise<number | null>;
/** Whether the recipient wants this type as a push message (the outbox and the socket get it regardless). */
export type DeliveryFilter = (recipient: NotificationRecipient, objecttype: NotificationObjectType) => Promise<boolean>;

/**
 * The push notification port. Every notification is recorded in the outbox table and the log (the audit, and all
 * there is offline); with the webpush transport it is also sent, after the call returns, to the recipient's
 * subscribed browsers. Delivery failures are logged, never thrown; a subscription the push service answers 404 or
 * 410 is deleted.
 */
export interface PushPort {
  /** 'webpush' or 'outbox'. */
  readonly transport: string;
  /** The VAPID public key (base64url) browsers subscribe with. */
  readonly publicKey: string;
  /** Records one notification and starts its delivery; answers it with its id. */
  send(notification: NewNotification): Promise<RealtimeNotification>;
  /** Files the subscription under the recipient (moving it from whoever had the endpoint); INVALID_INPUT for an endpoint not allowed. */
  subscribe(recipient: NotificationRecipient, subscription: NewPushSubscription, now: Date): Promise<void>;
  /** Removes the recipient's subscription with this endpoint; another's is left alone. */
  unsubscribe(recipient: NotificationRecipient, endpoint: string): Promise<void>;
  /** Removes every subscription of the recipient (account removal). */
  forget(recipient: NotificationRecipient): Promise<void>;
  /** Removes the subscriptions registered by these sessions. */
  forgetSessions(sessionIds: readonly string[]): Promise<void>;
  useBadgeSource(source: BadgeSource): void;
  useDeliveryFilter(filter: DeliveryFilter): void;
  /** Resolves once every delivery started so far has finished (tests; shutdown). */
  settled(): Promise<void>;
}
