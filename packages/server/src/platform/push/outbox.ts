import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../clock';
import type { PushPort } from './port';
import { insertNotification } from './repository';

/** Default push transport: the notification_outbox table plus a log line. */
export function createOutboxPush(db: Db, log: FastifyBaseLogger, clock: Clock): PushPort {
  return {
    transport: 'outbox',
    async send({ recipient, ...notification }) {
      const id = randomUUID();
      await insertNotification(db, {
        id,
        recipient_kind: recipient.kind,
        recipient_id: recipient.id,
        kind: notification.kind,
        title: notification.title,
        body: notification.body,
        objecttype: notification.objecttype,
        objectkey: notification.objectkey,
        chat_nmbr: notification.chatnmbr,
        transport: 'outbox',
        created_at: clock().toISOString(),
        sent_at: null,
      });
      log.info({ notification: id, recipient: `${recipient.kind}:${recipient.id}`, kind: notification.kind }, `Push (outbox): ${notification.title}`);
      return { _id: id, ...notification };
    },
  };
}
