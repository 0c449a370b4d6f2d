import type { RealtimeNotification } from '@stay/contract';
import type { NotificationRecipientKind } from '../../db/tables/notification-outbox';

export interface NotificationRecipient {
  kind: NotificationRecipientKind;
  id: string;
}

export type NewNotification = Omit<RealtimeNotification, '_id'> & { recipient: NotificationRecipient };

/**
 * The push notification port. The built-in default records every notification in the outbox table and the log
 * (it works offline); a Web Push transport can replace it by configuration.
 */
export interface PushPort {
  readonly transport: string;
  /** Stores and sends one notification; answers it with its id. */
  send(notification: NewNotification): Promise<RealtimeNotification>;
}
