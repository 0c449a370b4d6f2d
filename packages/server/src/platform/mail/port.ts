import type { MailStatus, MailTransportName } from '../../db/tables/mail-outbox';

export interface MailMessage {
  /** What the mail is for, e.g. 'invite' (kept in the outbox for support and tests). */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * Values in the mail that must not be kept once it is delivered (e.g. an invite token): the SMTP mailer
   * stores its outbox copy with them replaced by [redacted]. The outbox mailer keeps them, since without SMTP the
   * outbox (and the log) is how the mail reaches anyone.
   */
  secrets?: string[];
}

export interface MailReceipt {
  /** The outbox row's id. */
  id: string;
  transport: MailTransportName;
  status: MailStatus;
}

/**
 * The mail port. Every implementation records the mail in the `mail_outbox` table. `send` resolves once the
 * mail is handed over (logged, or accepted by the SMTP server) and throws AppError MAIL_ERROR when it could
 * not be.
 */
export interface MailPort {
  readonly transport: MailTransportName;
  send(message: MailMessage): Promise<MailReceipt>;
  close(): Promise<void>;
}

/** The little of a logger the mailers need (Fastify's and pino's loggers fit). */
export interface MailLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}
