import { beforeAll, describe, expect, it } from 'vitest';
import { authSessionSchema, guestSchema, identitySchema, type AppLanguage, type StaffRole } from '@stay/contract';
import { findOutboxMailsTo } from '../../../src/platform/mail/repository';
import { describeEachDialect, type TestContext } from '../../support';
import type { TestStaff } from '../../support/factories';
import { useStayApp, type StayTestKit } from '../../support/stay-app';

const PASSWORD = 'Secret12';
const HOUR_MS = 60 * 60 * 1000;

/** A guest as sign-up makes them: email not verified yet. Answers the whole session (with refresh token). */
async function signUp(kit: StayTestKit, email: string) {
  const response = await kit.call(undefined, { method: 'POST', url: '/api/account/create', payload: { email, password: PASSWORD, firstname: 'Lotte', surname: 'Bakker', cellphone: '0612345678' } });
  expect(response.statusCode).toBe(200);
  return authSessionSchema.parse(response.json());
}

/** The token of the newest verification link mailed to `email`. */
async function mailedToken(ctx: TestContext, email: string): Promise<{ token: string; subject: string }> {
  const [mail] = await findOutboxMailsTo(ctx.db, email);
  expect(mail).toMatchObject({ kind: 'email-verification' });
  const token = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail!.text_body)?.[1];
  expect(token).toBeDefined();
  return { token: token!, subject: mail!.subject };
}

describeEachDialect('account lifecycle', (ctx) => {
  const kit = useStayApp(ctx);
  let staff: Record<StaffRole, TestStaff>;
  let locationId: string;

  beforeAll(async () => {
    locationId = (await ctx.factories.location()).id;
    staff = await ctx.factories.staffOfEveryRole(locationId, { password: PASSWORD });
  });

  const check = (token: string) => kit.call(token, { method: 'GET', url: '/api/auth/checkVerification' });
  const send = (token: string, language?: AppLanguage) =>
    kit.call(token, { method: 'POST', url: '/api/auth/sendVerification', ...(language ? { payload: { language } } : {}) });
  const verify = (token: string) => kit.call(undefined, { method: 'POST', url: `/api/auth/verifyEmail/${token}` });

  describe('email verification', () => {
    it('mails a link whose token verifies the address once; check, login and /check follow', async () => {
      const session = await signUp(kit, 'verify@test.stay');
      expect(session.user.emailVerified).toBe(false);
      expect((await check(session.accesstoken)).json()).toEqual({ message: 'NOT_VERIFIED' });

      const sent = await send(session.accesstoken, 'nl');
      expect(sent.json()).toEqual({ message: 'SENT' });
      const { token, subject } = await mailedToken(ctx, 'verify@test.stay');
      expect(subject).toBe('Bevestig je e-mailadres');
      const stored = await ctx.db.selectFrom('email_verifications').selectAll().execute();
      expect(JSON.stringify(stored)).not.toContain(token);

      const verified = await verify(token);
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toEqual({ message: 'VERIFIED' });
      expect((await verify(token)).json()).toMatchObject({ code: 'INVALID_VERIFICATION_TOKEN' });

      expect((await check(session.accesstoken)).json()).toEqual({ message: 'VERIFIED' });
      const identity = identitySchema.parse((await kit.call(session.accesstoken, { method: 'GET', url: '/api/auth/check' })).json());
      expect(identity.user.emailVerified).toBe(true);
      expect((await ctx.login('verify@test.stay', PASSWORD)).user.emailVerified).toBe(true);

      const again = await send(session.accesstoken);
      expect(again.json()).toEqual({ message: 'VERIFIED' });
      expect(await findOutboxMailsTo(ctx.db, 'verify@test.stay')).toHaveLength(1);
    });

    it('mails the link in German or French when the app is shown in it, and the account keeps that language', async () => {
      const german = await signUp(kit, 'deutsch@test.stay');
      expect((await send(german.accesstoken, 'de')).json()).toEqual({ message: 'SENT' });
      const deutsch = await mailedToken(ctx, 'deutsch@test.stay');
      expect(deutsch.subject).toBe('Bestätige deine E-Mail-Adresse');
      const french = await signUp(kit, 'francais@test.stay');
      await send(french.accesstoken, 'fr');
      expect((await mailedToken(ctx, 'francais@test.stay')).subject).toBe('Confirmez votre adresse e-mail');
      const languages = await ctx.db.selectFrom('accounts').select(['email', 'language']).where('email', 'in', ['deutsch@test.stay', 'francais@test.stay']).orderBy('email').execute();
      expect(languages).toEqual([{ email: 'deutsch@test.stay', language: 'de' }, { email: 'francais@test.stay', language: 'fr' }]);
      expect((await send(german.accesstoken, 'es' as AppLanguage)).json()).toMatchObject({ code: 'INVALID_INPUT' });
    });

    it('refuses an expired link and a made-up one', async () => {
      const session = await signUp(kit, 'expired-link@test.stay');
      await send(session.accesstoken);
      const { token } = await mailedToken(ctx, 'expired-link@test.stay');
      kit.clock.advance(49 * HOUR_MS);
      try {
        const late = await verify(token);
        expect(late.statusCode).toBe(400);
        expect(late.json()).toMatchObject({ code: 'INVALID_VERIFICATION_TOKEN' });
      } finally {
        kit.clock.reset();
      }
      expect((await verify('made-up-token')).json()).toMatchObject({ code: 'INVALID_VERIFICATION_TOKEN' });
      expect((await check(session.accesstoken)).json()).toEqual({ message: 'NOT_VERIFIED' });
    });

    it('serves staff too, and asks for credentials first', async () => {
      expect((await check(staff.CUBER.token)).json()).toEqual({ message: 'VERIFIED' });
      expect((await kit.call(undefined, { method: 'GET', url: '/api/auth/checkVerification' })).statusCode).toBe(401);
      expect((await kit.call(undefined, { method: 'POST', url: '/api/auth/sendVerification' })).statusCode).toBe(401);
    });
  });

  describe('newsletter', () => {
    it('subscribes and unsubscribes the caller only, as their profile shows', async () => {
      const guest = await ctx.factories.guest();
      const other = await ctx.factories.guest();
      const on = await kit.call(guest.token, { method: 'POST', url: '/api/auth/newsletter/subscribe' });
      expect(on.json()).toEqual({ subscribedToNewsletter: true });
      expect(guestSchema.parse((await kit.call(guest.token, { method: 'GET', url: '/api/guest/profile' })).json()).subscribedToNewsletter).toBe(true);
      expect(guestSchema.parse((await kit.call(other.token, { method: 'GET', url: '/api/guest/profile' })).json()).subscribedToNewsletter).toBe(false);
      await kit.call(guest.token, { method: 'POST', url: '/api/auth/newsletter/unsubscribe' });
      expect(guestSchema.parse((await kit.call(guest.token, { method: 'GET', url: '/api/guest/profile' })).json()).subscribedToNewsletter).toBe(false);

      await kit.call(staff.GUIDE.token, { method: 'POST', url: '/api/auth/newsletter/subscribe' });
      expect((await kit.call(staff.GUIDE.token, { method: 'GET', url: '/api/employee/profile' })).json()).toMatchObject({ subscribedToNewsletter: true });
    });
  });

  describe('changePassword', () => {
    const change = (token: string, body: Record<string, string>) => kit.call(token, { method: 'POST', url: '/api/guest/profile/changePassword', payload: body });

    it('needs the current password and a strong new one; ends the other sessions, keeps this one', async () => {
      await signUp(kit, 'changer@test.stay');
      const here = await ctx.login('changer@test.stay', PASSWORD);
      const elsewhere = await ctx.login('changer@test.stay', PASSWORD);

      const wrong = await change(here.accesstoken, { currentPassword: 'Wrong123', password: 'Better34', passwordRepeat: 'Better34' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ code: 'INCORRECT_PASSWORD' });
      expect((await change(here.accesstoken, { currentPassword: PASSWORD, password: 'better', passwordRepeat: 'better' })).json()).toMatchObject({ code: 'INVALID_INPUT' });
      expect((await change(here.accesstoken, { currentPassword: PASSWORD, password: 'Better34', passwordRepeat: 'Better35' })).json()).toMatchObject({ code: 'PASSWORD_MISMATCH' });

      const done = await change(here.accesstoken, { currentPassword: PASSWORD, password: 'Better34', passwordRepeat: 'Better34' });
      expect(done.json()).toEqual({ message: 'PASSWORD_CHANGED' });
      expect((await kit.call(here.accesstoken, { method: 'GET', url: '/api/auth/check' })).statusCode).toBe(200);
      expect((await kit.call(elsewhere.accesstoken, { method: 'GET', url: '/api/auth/check' })).statusCode).toBe(401);
      const refresh = await kit.call(undefined, { method: 'POST', url: '/api/auth/refresh', headers: { refreshtoken: elsewhere.refreshtoken } });
      expect(refresh.statusCode).toBe(401);
      await ctx.login('changer@test.stay', 'Better34');
    });

    it('works for staff on the employee path, and refuses the wrong role', async () => {
      const guide = await ctx.factories.staff({ role: 'GUIDE', locationId, password: PASSWORD });
      const body = { currentPassword: PASSWORD, password: 'Guide789', passwordRepeat: 'Guide789' };
      expect((await kit.call(guide.token, { method: 'POST', url: '/api/guest/profile/changePassword', payload: body })).statusCode).toBe(403);
      const guest = await ctx.factories.guest({ password: PASSWORD });
      expect((await kit.call(guest.token, { method: 'POST', url: '/api/employee/profile/changePassword', payload: body })).statusCode).toBe(403);
      const done = await kit.call(guide.token, { method: 'POST', url: '/api/employee/profile/changePassword', payload: body });
      expect(done.json()).toEqual({ message: 'PASSWORD_CHANGED' });
      await ctx.login(guide.email, 'Guide789');
    });
  });

  describe('unlinkReservation', () => {
    it('refuses the main guest of a running stay while other guests are on it; an extra guest may leave', async () => {
      const { reservation, guest: main } = await ctx.factories.stay({ locationId });
      const extra = await ctx.factories.guest({ reservationId: reservation.id, isMain: false });
      const refused = await kit.call(main.token, { method: 'POST', url: '/api/auth/unlinkReservation' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'UNLINK_RESERVATION_FAILED' });

      expect((await kit.call(extra.token, { method: 'POST', url: '/api/auth/unlinkReservation' })).json()).toEqual({ message: 'UNLINKED' });
      expect((await kit.call(main.token, { method: 'POST', url: '/api/auth/unlinkReservation' })).json()).toEqual({ message: 'UNLINKED' });
    });
  });

  describe('removeAccount', () => {
    it('removes the login and personal data, ends every session, keeps messages anonymised; the email is free again', async () => {
      const { guest } = await ctx.factories.stay({ locationId, guest: { email: 'leaving@test.stay', password: PASSWORD, firstname: 'Eva' } });
      const session = await ctx.login('leaving@test.stay', PASSWORD);
      const sent = await kit.call(guest.token, { method: 'POST', url: '/api/guest/reservation/current/chat/message', payload: { paragraph: 'Thanks for the stay!' } });
      expect(sent.statusCode).toBe(200);
      const subscribed = await kit.call(guest.token, {
        method: 'POST',
        url: '/api/push/subscription',
        payload: { endpoint: 'https://push.example.test/leaving', keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } },
      });
      expect(subscribed.statusCode).toBe(200);

      const removed = await kit.call(session.accesstoken, { method: 'DELETE', url: '/api/auth/removeAccount' });
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ message: 'REMOVED' });

      for (const token of [guest.token, session.accesstoken]) {
        expect((await kit.call(token, { method: 'GET', url: '/api/auth/check' })).statusCode).toBe(401);
        expect((await kit.call(token, { method: 'GET', url: '/api/guest/profile' })).statusCode).toBe(401);
      }
      const refresh = await kit.call(undefined, { method: 'POST', url: '/api/auth/refresh', headers: { refreshtoken: session.refreshtoken } });
      expect(refresh.statusCode).toBe(401);
      const login = await kit.call(undefined, { method: 'POST', url: '/api/auth/create', payload: { email: 'leaving@test.stay', password: PASSWORD } });
      expect(login.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });

      expect(await ctx.db.selectFrom('accounts').selectAll().where('person_id', '=', guest.id).execute()).toEqual([]);
      expect(await ctx.db.selectFrom('sessions').selectAll().where('account_id', '=', guest.accountId).execute()).toEqual([]);
      expect(await ctx.db.selectFrom('push_subscriptions').selectAll().where('external_user_id', '=', `PER-${guest.id}`).execute()).toEqual([]);
      const guestRow = await ctx.db.selectFrom('persons').selectAll().where('id', '=', guest.id).executeTakeFirstOrThrow();
      expect(guestRow).toMatchObject({ firstname: 'Removed', surname: 'guest', cellphone: null, personimage: null, active_reservation_id: null });
      const messages = await ctx.db.selectFrom('chat_messages').select('paragraph').where('person_id', '=', guest.id).execute();
      expect(messages.map((message) => message.paragraph)).toContain('Thanks for the stay!');

      // The address can make a new account.
      await signUp(kit, 'leaving@test.stay');
    });

    it.each(['GUIDE', 'MANAGEMENT'] as const)('refuses the %s with REMOVE_ACCOUNT_FAILED and removes nothing', async (role) => {
      const response = await kit.call(staff[role].token, { method: 'DELETE', url: '/api/auth/removeAccount' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'REMOVE_ACCOUNT_FAILED' });
      expect((await kit.call(staff[role].token, { method: 'GET', url: '/api/auth/check' })).statusCode).toBe(200);
    });

    it('asks for credentials first', async () => {
      expect((await kit.call(undefined, { method: 'DELETE', url: '/api/auth/removeAccount' })).statusCode).toBe(401);
    });
  });
});
