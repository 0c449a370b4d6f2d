import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_CODE_MAX_ATTEMPTS, authSessionSchema, resetHashReplySchema, type AppLanguage } from '@stay/contract';
import { buildApp } from '../../../src/app';
import { loadConfig } from '../../../src/config';
import { findOutboxMailsTo } from '../../../src/platform/mail/repository';
import { startLocalSmtpServer, type LocalSmtpServer } from '../../platform/mail/local-smtp-server';
import { createSmtpMailer } from '../../../src/platform/mail/smtp-mailer';
import { describeEachDialect, type TestContext } from '../../support';
import { useStayApp, type StayTestKit } from '../../support/stay-app';
import { RESET_CODE_TRIES_PER_DAY, RESET_MAILS_PER_DAY } from '../../../src/modules/auth/password-reset-service';

const OLD_PASSWORD = 'Secret12';
const NEW_PASSWORD = 'Better34';
const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const silentLog = { info: () => {}, warn: () => {} };

const requestCode = (kit: StayTestKit, email: string, language?: AppLanguage) =>
  kit.call(undefined, { method: 'POST', url: `/api/auth/requestResetPassword/${encodeURIComponent(email)}`, ...(language ? { payload: { language } } : {}) });
const getResetHash = (kit: StayTestKit, email: string, code: string) =>
  kit.call(undefined, { method: 'POST', url: `/api/auth/getResetHash/${encodeURIComponent(email)}/${code}` });
const resetPassword = (kit: StayTestKit, body: { email: string; resetHash: string; password: string; passwordRepeat: string }) =>
  kit.call(undefined, { method: 'POST', url: '/api/auth/resetPassword', payload: body });

/** The code in the newest reset mail to `email` (from the outbox). */
async function mailedCode(ctx: TestContext, email: string): Promise<{ code: string; subject: string; text: string; html: string | null }> {
  const [mail] = await findOutboxMailsTo(ctx.db, email);
  expect(mail).toMatchObject({ kind: 'password-reset' });
  const code = /^(\d{6})$/m.exec(mail!.text_body)?.[1];
  expect(code).toBeDefined();
  return { code: code!, subject: mail!.subject, text: mail!.text_body, html: mail!.html_body };
}

const expectCode = (response: { statusCode: number; json(): unknown }, status: number, code: string) => {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ code });
};

describeEachDialect('password reset', (ctx) => {
  const kit = useStayApp(ctx);

  async function guestWithPassword(email: string) {
    return ctx.factories.guest({ email, password: OLD_PASSWORD });
  }

  describe('requestResetPassword', () => {
    it('answers SENT for an unknown address too, and mails nothing then', async () => {
      const response = await requestCode(kit, 'nobody@test.stay');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'SENT' });
      expect(await findOutboxMailsTo(ctx.db, 'nobody@test.stay')).toEqual([]);
    });

    it('mails a 6-digit code in the language asked for, and stores only its hash', async () => {
      await guestWithPassword('dutch@test.stay');
      const response = await requestCode(kit, ' Dutch@Test.Stay ', 'nl');
      expect(response.json()).toEqual({ message: 'SENT' });
      const mail = await mailedCode(ctx, 'dutch@test.stay');
      expect(mail.subject).toBe('Je code om je wachtwoord opnieuw in te stellen');
      expect(mail.text).toContain('De code werkt 15 minuten');
      expect(mail.html).toContain(mail.code);
      const rows = await ctx.db.selectFrom('password_resets').selectAll().execute();
      expect(JSON.stringify(rows)).not.toContain(mail.code);
    });

    it('mails the code in German or French, and the account keeps that language', async () => {
      await guestWithPassword('deutsch@test.stay');
      await requestCode(kit, 'deutsch@test.stay', 'de');
      const deutsch = await mailedCode(ctx, 'deutsch@test.stay');
      expect(deutsch.subject).toBe('Dein Code zum Zurücksetzen deines Passworts');
      expect(deutsch.text).toContain('Der Code ist 15 Minuten gültig');
      await guestWithPassword('francais@test.stay');
      await requestCode(kit, 'francais@test.stay', 'fr');
      expect((await mailedCode(ctx, 'francais@test.stay')).subject).toBe('Votre code pour réinitialiser votre mot de passe');
      const account = await ctx.db.selectFrom('accounts').select('language').where('email', '=', 'francais@test.stay').executeTakeFirstOrThrow();
      expect(account.language).toBe('fr');
    });

    it('writes English by default', async () => {
      await guestWithPassword('english@test.stay');
      await requestCode(kit, 'english@test.stay');
      expect((await mailedCode(ctx, 'english@test.stay')).subject).toBe('Your code to reset your password');
    });
  });

  describe('getResetHash', () => {
    it('trades the right code once for a reset hash; the code is then used', async () => {
      await guestWithPassword('once@test.stay');
      await requestCode(kit, 'once@test.stay');
      const { code } = await mailedCode(ctx, 'once@test.stay');
      const traded = await getResetHash(kit, 'once@test.stay', code);
      expect(traded.statusCode).toBe(200);
      expect(resetHashReplySchema.parse(traded.json()).resetHash.length).toBeGreaterThan(20);
      expectCode(await getResetHash(kit, 'once@test.stay', code), 400, 'EXPIRED_RESET_CODE');
    });

    it(`answers INVALID_RESET_CODE for wrong codes; after ${RESET_CODE_MAX_ATTEMPTS} wrong tries even the right code is expired`, async () => {
      await guestWithPassword('guesser@test.stay');
      await requestCode(kit, 'guesser@test.stay');
      const { code } = await mailedCode(ctx, 'guesser@test.stay');
      const wrong = code === '000000' ? '111111' : '000000';
      for (let attempt = 0; attempt < RESET_CODE_MAX_ATTEMPTS; attempt += 1) {
        expectCode(await getResetHash(kit, 'guesser@test.stay', wrong), 400, 'INVALID_RESET_CODE');
      }
      expectCode(await getResetHash(kit, 'guesser@test.stay', code), 400, 'EXPIRED_RESET_CODE');
    });

    it('answers EXPIRED_RESET_CODE after 15 minutes', async () => {
      await guestWithPassword('slow@test.stay');
      await requestCode(kit, 'slow@test.stay');
      const { code } = await mailedCode(ctx, 'slow@test.stay');
      kit.clock.advance(16 * MINUTE_MS);
      try {
        expectCode(await getResetHash(kit, 'slow@test.stay', code), 400, 'EXPIRED_RESET_CODE');
      } finally {
        kit.clock.reset();
      }
    });

    it('answers INVALID_RESET_CODE for an address without an account or without a request', async () => {
      expectCode(await getResetHash(kit, 'nobody@test.stay', '123456'), 400, 'INVALID_RESET_CODE');
      await guestWithPassword('never-asked@test.stay');
      expectCode(await getResetHash(kit, 'never-asked@test.stay', '123456'), 400, 'INVALID_RESET_CODE');
    });

    it('a new request replaces the earlier code', async () => {
      await guestWithPassword('twice@test.stay');
      await requestCode(kit, 'twice@test.stay');
      const first = (await mailedCode(ctx, 'twice@test.stay')).code;
      await requestCode(kit, 'twice@test.stay');
      const second = (await mailedCode(ctx, 'twice@test.stay')).code;
      if (first !== second) expectCode(await getResetHash(kit, 'twice@test.stay', first), 400, 'INVALID_RESET_CODE');
      expect((await getResetHash(kit, 'twice@test.stay', second)).statusCode).toBe(200);
    });
  });

  describe('limits per account', () => {
    const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

    it(`refuses every code of an account after ${RESET_CODE_TRIES_PER_DAY} tries in a day, mails none meanwhile, and works a day later`, async () => {
      const email = 'locked@test.stay';
      await guestWithPassword(email);
      // Tries across three codes: 5 (the first code's all), 4, then 1 on a third code; that makes the 10.
      for (const wrongTries of [RESET_CODE_MAX_ATTEMPTS, RESET_CODE_MAX_ATTEMPTS - 1, 1]) {
        await requestCode(kit, email);
        const { code } = await mailedCode(ctx, email);
        for (let attempt = 0; attempt < wrongTries; attempt += 1) {
          expectCode(await getResetHash(kit, email, wrongFor(code)), 400, 'INVALID_RESET_CODE');
        }
      }
      expect(RESET_CODE_MAX_ATTEMPTS + RESET_CODE_MAX_ATTEMPTS - 1 + 1).toBe(RESET_CODE_TRIES_PER_DAY);
      // The third code is live and right, but the account's tries are used up.
      const { code: live } = await mailedCode(ctx, email);
      expectCode(await getResetHash(kit, email, live), 400, 'RESET_CODE_LOCKED');
      // A new request answers as always but mails nothing.
      expect((await requestCode(kit, email)).json()).toEqual({ message: 'SENT' });
      expect(await findOutboxMailsTo(ctx.db, email)).toHaveLength(3);

      kit.clock.advance(DAY_MS + MINUTE_MS);
      try {
        await requestCode(kit, email);
        expect(await findOutboxMailsTo(ctx.db, email)).toHaveLength(4);
        const { code } = await mailedCode(ctx, email);
        expect((await getResetHash(kit, email, code)).statusCode).toBe(200);
      } finally {
        kit.clock.reset();
      }
    });

    it(`mails at most ${RESET_MAILS_PER_DAY} codes to an account a day, answering SENT to every request`, async () => {
      const email = 'flooded@test.stay';
      await guestWithPassword(email);
      for (let index = 0; index < RESET_MAILS_PER_DAY + 3; index += 1) {
        expect((await requestCode(kit, email)).json()).toEqual({ message: 'SENT' });
      }
      expect(await findOutboxMailsTo(ctx.db, email)).toHaveLength(RESET_MAILS_PER_DAY);
      // The last mailed code still works: requests beyond the cap do not replace it.
      const { code } = await mailedCode(ctx, email);
      expect((await getResetHash(kit, email, code)).statusCode).toBe(200);
    });
  });

  describe('resetPassword', () => {
    async function resetHashFor(email: string): Promise<string> {
      await requestCode(kit, email);
      const { code } = await mailedCode(ctx, email);
      return resetHashReplySchema.parse((await getResetHash(kit, email, code)).json()).resetHash;
    }

    it('sets the password if strong enough, ends every session (refresh too) and works once', async () => {
      const guest = await guestWithPassword('forgot@test.stay');
      const before = await ctx.login('forgot@test.stay', OLD_PASSWORD);
      const resetHash = await resetHashFor('forgot@test.stay');

      const weak = await resetPassword(kit, { email: 'forgot@test.stay', resetHash, password: 'weakpass', passwordRepeat: 'weakpass' });
      expectCode(weak, 400, 'INVALID_INPUT');
      const mismatch = await resetPassword(kit, { email: 'forgot@test.stay', resetHash, password: NEW_PASSWORD, passwordRepeat: 'Other567' });
      expectCode(mismatch, 400, 'PASSWORD_MISMATCH');

      const done = await resetPassword(kit, { email: 'forgot@test.stay', resetHash, password: NEW_PASSWORD, passwordRepeat: NEW_PASSWORD });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ message: 'PASSWORD_RESET' });

      expect((await kit.call(guest.token, { method: 'GET', url: '/api/auth/check' })).statusCode).toBe(401);
      expect((await kit.call(before.accesstoken, { method: 'GET', url: '/api/auth/check' })).statusCode).toBe(401);
      const refresh = await kit.call(undefined, { method: 'POST', url: '/api/auth/refresh', headers: { refreshtoken: before.refreshtoken } });
      expectCode(refresh, 401, 'SESSION_NOT_FOUND');

      const oldLogin = await kit.call(undefined, { method: 'POST', url: '/api/auth/create', payload: { email: 'forgot@test.stay', password: OLD_PASSWORD } });
      expectCode(oldLogin, 401, 'INVALID_CREDENTIALS');
      const session = authSessionSchema.parse((await ctx.login('forgot@test.stay', NEW_PASSWORD)));
      expect(session.user.emailVerified).toBe(true);

      const again = await resetPassword(kit, { email: 'forgot@test.stay', resetHash, password: 'Third789', passwordRepeat: 'Third789' });
      expectCode(again, 400, 'INVALID_RESET_HASH');
    });

    it('answers EXPIRED_RESET_HASH after 15 minutes, and INVALID_RESET_HASH for another account or a made-up hash', async () => {
      await guestWithPassword('late@test.stay');
      await guestWithPassword('other@test.stay');
      const resetHash = await resetHashFor('late@test.stay');
      const body = { resetHash, password: NEW_PASSWORD, passwordRepeat: NEW_PASSWORD };
      expectCode(await resetPassword(kit, { ...body, email: 'other@test.stay' }), 400, 'INVALID_RESET_HASH');
      expectCode(await resetPassword(kit, { ...body, email: 'late@test.stay', resetHash: 'made-up' }), 400, 'INVALID_RESET_HASH');
      kit.clock.advance(16 * MINUTE_MS);
      try {
        expectCode(await resetPassword(kit, { ...body, email: 'late@test.stay' }), 400, 'EXPIRED_RESET_HASH');
      } finally {
        kit.clock.reset();
      }
      await ctx.login('late@test.stay', OLD_PASSWORD);
    });
  });
});

describeEachDialect('password reset limits and SMTP', (ctx) => {
  let smtp: LocalSmtpServer;
  let app: FastifyInstance;
  const limits = loadConfig({}).rateLimits;
  beforeAll(async () => {
    smtp = await startLocalSmtpServer();
    const mailer = createSmtpMailer({ db: ctx.db, now: () => new Date(), log: silentLog, smtpUrl: smtp.url, from: 'no-reply@stay.test' });
    app = await buildApp({ config: { ...ctx.config, rateLimits: limits }, db: ctx.db, logger: false, mailer });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('sends the Dutch code mail over SMTP with a text and an HTML part, and the code from it works', async () => {
    await ctx.factories.guest({ email: 'smtp@test.stay', password: OLD_PASSWORD });
    const response = await app.inject({ method: 'POST', url: '/api/auth/requestResetPassword/smtp@test.stay', payload: { language: 'nl' } });
    expect(response.json()).toEqual({ message: 'SENT' });
    const mail = smtp.received.find((received) => received.to.includes('smtp@test.stay'));
    expect(mail).toBeDefined();
    expect(mail!.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail!.raw).toMatch(/Content-Type: text\/html/i);
    expect(mail!.raw).toContain('Vul deze code in de app in');
    const code = /^(\d{6})\r?$/m.exec(mail!.raw)?.[1];
    expect(code).toBeDefined();
    const traded = await app.inject({ method: 'POST', url: `/api/auth/getResetHash/smtp@test.stay/${code}` });
    expect(traded.statusCode).toBe(200);
    // The stored copy of a delivered mail does not keep the code.
    const [stored] = await findOutboxMailsTo(ctx.db, 'smtp@test.stay');
    expect(stored!.text_body).not.toContain(code!);
  });

  it(`refuses more than ${limits.perAccount} code requests a minute for one address from one client; others still get SENT, and at most ${RESET_MAILS_PER_DAY} mails go out`, async () => {
    await ctx.factories.guest({ email: 'target@test.stay', password: OLD_PASSWORD });
    const request = (email: string, remoteAddress: string) =>
      app.inject({ method: 'POST', url: `/api/auth/requestResetPassword/${email}`, remoteAddress });
    for (let index = 0; index < limits.perAccount; index += 1) {
      expect((await request('target@test.stay', '198.51.100.99')).statusCode).toBe(200);
    }
    const refused = await request('Target@Test.Stay', '198.51.100.99');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // Twenty other clients: each is answered as for any address, and the inbox gets no more than the day's cap.
    for (let index = 0; index < 20; index += 1) {
      const response = await request('target@test.stay', `198.51.100.${index + 1}`);
      expect([response.statusCode, response.json()]).toEqual([200, { message: 'SENT' }]);
    }
    expect(await findOutboxMailsTo(ctx.db, 'target@test.stay')).toHaveLength(RESET_MAILS_PER_DAY);
  });
});

describeEachDialect('password reset while mail is down', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const smtp = await startLocalSmtpServer();
    const closedUrl = smtp.url;
    await smtp.close();
    const mailer = createSmtpMailer({ db: ctx.db, now: () => new Date(), log: silentLog, smtpUrl: closedUrl, from: 'no-reply@stay.test' });
    app = await buildApp({ config: ctx.config, db: ctx.db, logger: false, mailer });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers SENT for a known address as for an unknown one, so an outage does not tell which addresses exist', async () => {
    await ctx.factories.guest({ email: 'known@test.stay', password: OLD_PASSWORD });
    const known = await app.inject({ method: 'POST', url: '/api/auth/requestResetPassword/known@test.stay' });
    const unknown = await app.inject({ method: 'POST', url: '/api/auth/requestResetPassword/unknown@test.stay' });
    expect([known.statusCode, known.json()]).toEqual([200, { message: 'SENT' }]);
    expect([unknown.statusCode, unknown.json()]).toEqual([200, { message: 'SENT' }]);
    const traded = await app.inject({ method: 'POST', url: '/api/auth/getResetHash/known@test.stay/000000' });
    expect(traded.json()).toMatchObject({ code: 'INVALID_RESET_CODE' });
  });
});
