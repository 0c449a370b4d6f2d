import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../src/errors';
import { useStayApp } from '../../support/stay-app';
import { describeEachDialect } from '../../support';
import type { TestGuest, TestReservation } from '../../support/factories';
import { createMailer } from '../../../src/platform/mail/create-mailer';
import { createOutboxMailer } from '../../../src/platform/mail/outbox-mailer';
import type { MailPort } from '../../../src/platform/mail/port';
import { findOutboxMailsTo } from '../../../src/platform/mail/repository';
import { createSmtpMailer } from '../../../src/platform/mail/smtp-mailer';
import { startLocalSmtpServer, type LocalSmtpServer } from './local-smtp-server';

const silentLog = { info: () => {}, warn: () => {} };
const now = () => new Date();
const MESSAGE = { kind: 'test', subject: 'Hello över SMTP', text: 'Plain text body', html: '<p>HTML body</p>' };

/** Undoes quoted-printable soft line breaks and escapes (enough to read a link in a raw mail). */
function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 1;
}

describeEachDialect('mail port', (ctx) => {
  let smtp: LocalSmtpServer;
  beforeAll(async () => {
    smtp = await startLocalSmtpServer({ rejectRecipient: (address) => address.startsWith('bounce@') });
  });
  afterAll(async () => {
    await smtp?.close();
  });

  describe('outbox (default)', () => {
    it('writes the mail to the outbox table and the log', async () => {
      const lines: object[] = [];
      const mailer = createOutboxMailer({ db: ctx.db, now, log: { info: (object) => lines.push(object), warn: () => {} } });
      const receipt = await mailer.send({ ...MESSAGE, to: 'outbox@test.stay' });
      expect(receipt).toMatchObject({ transport: 'outbox', status: 'logged' });
      const [row] = await findOutboxMailsTo(ctx.db, 'outbox@test.stay');
      expect(row).toMatchObject({ id: receipt.id, subject: MESSAGE.subject, text_body: MESSAGE.text, status: 'logged', transport: 'outbox' });
      expect(lines).toEqual([expect.objectContaining({ to: 'outbox@test.stay', text: MESSAGE.text })]);
    });

    it('is chosen without SMTP_URL; SMTP with it', async () => {
      const deps = { db: ctx.db, now, log: silentLog };
      expect(createMailer({ smtpUrl: undefined, mailFrom: 'x@y.z' }, deps).transport).toBe('outbox');
      const smtpMailer = createMailer({ smtpUrl: smtp.url, mailFrom: 'x@y.z' }, deps);
      expect(smtpMailer.transport).toBe('smtp');
      await smtpMailer.close();
    });
  });

  describe('SMTP (nodemailer) against a local SMTP server', () => {
    let mailer: MailPort;
    beforeAll(() => {
      mailer = createSmtpMailer({ db: ctx.db, now, log: silentLog, smtpUrl: smtp.url, from: 'Stay Companion <no-reply@stay.test>' });
    });
    afterAll(async () => {
      await mailer?.close();
    });

    it('delivers the mail and records it as sent', async () => {
      const receipt = await mailer.send({ ...MESSAGE, to: 'smtp@test.stay' });
      expect(receipt).toMatchObject({ transport: 'smtp', status: 'sent' });
      const mail = smtp.received.find((candidate) => candidate.to.includes('smtp@test.stay'));
      expect(mail).toBeDefined();
      expect(mail!.from).toBe('no-reply@stay.test');
      expect(mail!.raw).toContain('Plain text body');
      expect(mail!.raw).toMatch(new RegExp(`^X-Stay-Mail-Id: ${receipt.id}$`, 'im'));
      const [row] = await findOutboxMailsTo(ctx.db, 'smtp@test.stay');
      expect(row).toMatchObject({ id: receipt.id, transport: 'smtp', status: 'sent', error: null, sent_at: expect.any(String) });
    });

    it('answers MAIL_ERROR and records the failure when the server refuses the recipient', async () => {
      await expect(mailer.send({ ...MESSAGE, to: 'bounce@test.stay' })).rejects.toMatchObject({ code: 'MAIL_ERROR' });
      const [row] = await findOutboxMailsTo(ctx.db, 'bounce@test.stay');
      expect(row).toMatchObject({ transport: 'smtp', status: 'failed', error: expect.stringMatching(/550|Mailbox unavailable/) });
    });

    it('answers MAIL_ERROR when no server listens', async () => {
      const unreachable = createSmtpMailer({
        db: ctx.db,
        now,
        log: silentLog,
        smtpUrl: `smtp://127.0.0.1:${await closedPort()}`,
        from: 'no-reply@stay.test',
        timeoutMs: 2_000,
      });
      try {
        const attempt = unreachable.send({ ...MESSAGE, to: 'nobody-listens@test.stay' });
        await expect(attempt).rejects.toBeInstanceOf(AppError);
        await expect(attempt).rejects.toMatchObject({ code: 'MAIL_ERROR' });
      } finally {
        await unreachable.close();
      }
    });
  });

  describe('invites over SMTP, through the app', () => {
    const kit = useStayApp(ctx, {
      mailer: () => createSmtpMailer({ db: ctx.db, now, log: silentLog, smtpUrl: smtp.url, from: 'no-reply@stay.test' }),
    });
    let host: TestGuest;
    let stay: TestReservation;

    beforeAll(async () => {
      const location = await ctx.factories.location();
      ({ guest: host, reservation: stay } = await ctx.factories.stay({ locationId: location.id }));
    });

    it('mails the invite link to the invitee', async () => {
      const response = await kit.call(host.token, {
        method: 'POST',
        url: '/api/guest/reservation/current/send-invite',
        payload: { email: 'smtp-invitee@test.stay' },
      });
      expect(response.statusCode).toBe(200);
      const mail = smtp.received.find((candidate) => candidate.to.includes('smtp-invitee@test.stay'));
      const link = new RegExp(`/activate-invite\\?reservation=${stay.id}&hash=([\\w-]{43})\\b`);
      const token = link.exec(decodeQuotedPrintable(mail?.raw ?? ''))?.[1];
      expect(token).toBeDefined();
      // The delivered mail's stored copy does not keep the token.
      const [stored] = await findOutboxMailsTo(ctx.db, 'smtp-invitee@test.stay');
      expect(stored).toMatchObject({ status: 'sent', text_body: expect.stringContaining('hash=[redacted]') });
      expect(`${stored!.text_body}${stored!.html_body}`).not.toContain(token);
    });

    it('answers MAIL_ERROR and keeps no invite when the mail bounces', async () => {
      const response = await kit.call(host.token, {
        method: 'POST',
        url: '/api/guest/reservation/current/send-invite',
        payload: { email: 'bounce@test.stay' },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ code: 'MAIL_ERROR' });
      const invites = await ctx.db.selectFrom('invites').select('id').where('email', '=', 'bounce@test.stay').execute();
      expect(invites).toEqual([]);
    });
  });
});
