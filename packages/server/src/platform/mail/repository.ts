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

/** The message with every secret replaced by [redacted]. */
export function redactSecrets(message: MailMessage): MailMessage {
  const secrets = (message.secrets ?? []).filter((secret) => secret.length > 0);
  if (secrets.length === 0) return message;
  const redact = (text: string) => secrets.reduce((result, secret) => result.split(secret).join('[redacted]'), text);
  return { ...message, text: redact(message.text), ...(message.html ? { html: redact(message.html) } : {}), secrets: [] };
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
    .orderBy('nmbr', 'desc')
    .execute();
}

/** Mails written since `since` that an SMTP server has not accepted (read through the partial index of unsent rows). */
export async function countUnsentMails(db: DbOrTrx, since: string): Promise<number> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('sent_at', 'is', null)
    .where('created_at', '>=', since)
    .where('transport', '=', 'smtp')
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
