import type { PushMessage, RealtimeNotification } from '@stay/contract';

/**
 * The messages between the service worker and the page about a push notification. The service worker imports this
 * module, so it holds no runtime import (the contract's schemas would make the worker ten times its size): the worker
 * only checks what it shows, and the page checks the rest with the contract's schemas (`push-message.ts`).
 */

/** What the service worker posts to an open page when a notification is tapped. */
export const NOTIFICATION_OPENED_MESSAGE = 'notification-opened';
export interface NotificationOpenedMessage {
  type: typeof NOTIFICATION_OPENED_MESSAGE;
  notification: RealtimeNotification;
  url: string | null;
}

/** The query parameter the service worker opens the app with when no page of it is open. */
export const OPEN_NOTIFICATION_PARAM = 'openNotification';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A push message body with a notification to show (a title and a body), or null; the page checks the rest. */
export function readPushMessage(value: unknown): PushMessage | null {
  if (!isRecord(value) || !isRecord(value.notification)) return null;
  const { title, body } = value.notification;
  if (typeof title !== 'string' || typeof body !== 'string') return null;
  const badge = typeof value.badge === 'number' && Number.isInteger(value.badge) && value.badge >= 0 ? value.badge : null;
  return { notification: value.notification as RealtimeNotification, url: typeof value.url === 'string' ? value.url : null, badge };
}

export function notificationOpenedMessage({ notification, url }: PushMessage): NotificationOpenedMessage {
  return { type: NOTIFICATION_OPENED_MESSAGE, notification, url };
}

/** The app address that opens a tapped notification when no page of the app is open. */
export function openNotificationPath({ notification, url }: PushMessage): string {
  return `/?${new URLSearchParams({ [OPEN_NOTIFICATION_PARAM]: JSON.stringify({ notification, url }) }).toString()}`;
}
