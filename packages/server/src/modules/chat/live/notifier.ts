import type { FastifyBaseLogger } from 'fastify';
import type { NewNotification, PushPort } from '../../../platform/push/port';
import type { RealtimePublisher } from '../../../platform/realtime/plugin';

/** Notifies one guest or staff member: through the push port (outbox by default) and their open sockets. */
export function createNotifier(push: PushPort, realtime: RealtimePublisher, log: FastifyBaseLogger) {
  return {
    async notify(notification: NewNotification): Promise<void> {
      try {
        const stored = await push.send(notification);
        const { recipient } = notification;
        await realtime.publish({
          audience: recipient.kind === 'person' ? { guestIds: [recipient.id] } : { staffIds: [recipient.id] },
          event: { type: 'notification', notification: stored },
        });
      } catch (error) {
        log.error({ err: error }, 'Notification failed');
      }
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
