import type { Generated } from 'kysely';

export type MailTransportName = 'outbox' | 'smtp';
export type MailStatus = 'logged' | 'sent' | 'failed';

export interface MailOutboxTable {
  /** Auto-increment: the order mails were written in. */
  nmbr: Generated<number>;
  id: string;
  /** What the mail is for, e.g. 'invite'. */
  kind: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  transport: MailTransportName;
  status: MailStatus;
  error: string | null;
  created_at: string;
  sent_at: string | null;
}
