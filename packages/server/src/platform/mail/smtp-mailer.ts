import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { MailLog, MailPort } from './port';
import { insertOutboxMail, redactSecrets } from './repository';

export interface SmtpMailerDeps {
  db: Db;
  log: MailLog;
  now: () => Date;
  /** smtp://user:pass@host:port or smtps://... (nodemailer's URL form; query options such as ?tls.rejectUnauthorized=false apply). */
  smtpUrl: string;
  from: string;
  /** Give up on an unresponsive server after this long (connection, greeting and socket), so a request is not held. */
  timeoutMs?: number;
}

/** The URL without its password, for logs. */
function redactedUrl(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return 'smtp://(unparseable)';
  }
}

/**
 * Sends over SMTP with nodemailer (pooled connections) and records every attempt in the outbox table (secrets
 * redacted): status 'sent', or 'failed' with the reason. A failure answers MAIL_ERROR.
 */
export function createSmtpMailer({ db, log, now, smtpUrl, from, timeoutMs = 10_000 }: SmtpMailerDeps): MailPort {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  const server = redactedUrl(smtpUrl);

  return {
    transport: 'smtp',
    async send(message) {
      const id = randomUUID();
      const createdAt = now().toISOString();
      const stored = redactSecrets(message);
      try {
        await transporter.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          headers: { 'X-Stay-Mail-Id': id, 'X-Stay-Mail-Kind': message.kind },
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await insertOutboxMail(db, { id, message: stored, transport: 'smtp', status: 'failed', error: reason, createdAt, sentAt: null });
        log.warn({ mailId: id, kind: message.kind, server, reason }, 'Mail could not be sent over SMTP');
        throw new AppError('MAIL_ERROR');
      }
      await insertOutboxMail(db, {
        id,
        message: stored,
        transport: 'smtp',
        status: 'sent',
        error: null,
        createdAt,
        sentAt: now().toISOString(),
      });
      log.info({ mailId: id, kind: message.kind, server }, 'Mail sent over SMTP');
      return { id, transport: 'smtp', status: 'sent' };
    },
    async close() {
      transporter.close();
    },
  };
}
