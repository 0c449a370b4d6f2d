import { realtimeNotificationSchema } from '@stay/contract';
import { NOTIFICATION_OPENED_MESSAGE, type NotificationOpenedMessage } from './notification-message';
import type { OpenedNotification } from './notification-opening';

/**
 * The page's reading of a tapped notification: what the service worker posted, or what the app was opened with.
 * Checked with the contract's schema, since an address can carry anything.
 */
export function parseNotificationOpenedMessage(data: unknown): NotificationOpenedMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, notification, url } = data as Record<string, unknown>;
  if (type !== NOTIFICATION_OPENED_MESSAGE) return null;
  const parsed = realtimeNotificationSchema.safeParse(notification);
  if (!parsed.success) return null;
  return { type: NOTIFICATION_OPENED_MESSAGE, notification: parsed.data, url: typeof url === 'string' ? url : null };
}

/** The notification in an `openNotification` parameter's JSON, or null. */
export function parseLaunchNotification(raw: string): NotificationOpenedMessage | null {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    return parseNotificationOpenedMessage({ ...parsed, type: NOTIFICATION_OPENED_MESSAGE });
  } catch {
    return null;
  }
}

/** What the opening rules need from a tapped notification: its object, and the address of an APP_URL. */
export function toOpenedNotification({ notification, url }: Pick<NotificationOpenedMessage, 'notification' | 'url'>): OpenedNotification {
  return { objectType: notification.objecttype, objectKey: notification.objectkey, appUrl: url };
}
