import { randomUUID } from 'node:crypto';
import type { RealtimeNotification } from '@stay/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../clock';
import type { NewNotification } from './port';
import { insertNotification } from './repository';

/** Records one notification in the notification_outbox table and the log; answers it with its new id. */
export async function recordNotification(
  { db, log, clock }: { db: Db; log: FastifyBaseLogger; clock: Clock },
  transport: string,
  { recipient, url: _url, ...notification }: NewNotification,
): Promise<RealtimeNotification> {
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
    transport,
    created_at: clock().toISOString(),
    sent_at: null,
  });
  log.info({ notification: id, recipient: `${recipient.kind}:${recipient.id}`, kind: notification.kind }, `Push (${transport}): ${notification.title}`);
  return { _id: id, ...notification };
}
