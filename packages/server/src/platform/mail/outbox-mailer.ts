import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import type { MailLog, MailPort } from './port';
import { insertOutboxMail } from './repository';

export interface OutboxMailerDeps {
  db: Db;
  log: MailLog;
  now: () => Date;
}

/**
 * The default when no SMTP server is configured: the mail is written to the outbox table and the log (so a
 * developer can follow an invite link from the console). Nothing leaves the machine.
 */
export function createOutboxMailer({ db, log, now }: OutboxMailerDeps): MailPort {
  return {
    transport: 'outbox',
    async send(message) {
      const id = randomUUID();
      const createdAt = now().toISOString();
      await insertOutboxMail(db, { id, message, transport: 'outbox', status: 'logged', error: null, createdAt, sentAt: null });
      log.info({ mailId: id, kind: message.kind, to: message.to, subject: message.subject, text: message.text }, 'Mail (outbox, not sent)');
      return { id, transport: 'outbox', status: 'logged' };
    },
    async close() {},
  };
}
