import type { DbOrTrx } from '../../db/database';
import type { MailStatus, MailTransportName } from '../../db/tables/mail-outbox';
import type { MailMessage } from './port';

export interface OutboxRecord {
  id: string;
  message: MailMessage;
  transport: MailTransportName;
  status: MailStatus;
  error: string | null;
  createdAt: string;
  sentAt: string | null;
}

export async function insertOutboxMail(db: DbOrTrx, record: OutboxRecord): Promise<void> {
  await db
    .insertInto('mail_outbox')
    .values({
      id: record.id,
      kind: record.message.kind,
      recipient: record.message.to,
      subject: record.message.subject,
      text_body: record.message.text,
      html_body: record.message.html ?? null,
      transport: record.transport,
      status: record.status,
      error: record.error,
      created_at: record.createdAt,
      sent_at: record.sentAt,
    })
    .execute();
}

/** The newest mails to a recipient, newest first (support tooling and tests). */
export function findOutboxMailsTo(db: DbOrTrx, recipient: string) {
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('recipient', '=', recipient)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
