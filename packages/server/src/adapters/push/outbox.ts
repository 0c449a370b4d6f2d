import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { PushPort } from './port';

/** Default push transport: the notification_outbox table plus a log line. */
export function createOutboxPush(db: Db, log: FastifyBaseLogger): PushPort {
  return {
    transport: 'outbox',
    async send({ recipient, ...notification }) {
      const id = randomUUID();
      await db
        .insertInto('notification_outbox')
        .values({
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
          created_at: new Date().toISOString(),
          sent_at: null,
        })
        .execute();
      log.info({ notification: id, recipient: `${recipient.kind}:${recipient.id}`, kind: notification.kind }, `Push (outbox): ${notification.title}`);
      return { _id: id, ...notification };
    },
  };
}
