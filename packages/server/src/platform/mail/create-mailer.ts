import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { createOutboxMailer } from './outbox-mailer';
import type { MailLog, MailPort } from './port';
import { createSmtpMailer } from './smtp-mailer';

/** SMTP when SMTP_URL is set, else the outbox (table + log). */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>, deps: { db: Db; log: MailLog; now: () => Date }): MailPort {
  return config.smtpUrl
    ? createSmtpMailer({ ...deps, smtpUrl: config.smtpUrl, from: config.mailFrom })
    : createOutboxMailer(deps);
}
