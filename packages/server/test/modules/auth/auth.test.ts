import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_EMERGENCY_PHONE, identitySchema, ROLES, tokenPairSchema, userSettingsSchema } from '@stay/contract';
import { describeEachDialect, type TestContext } from '../../support';
import { saveSetting } from '../../../src/modules/settings/repository';

const LOGIN = '/api/auth/create';
const PASSWORD = 'Secret12';
/** Every role signs in as `<role>@test.stay`. */
const emailOf = (role: string) => `${role.toLowerCase()}@test.stay`;

async function refresh(ctx: TestContext, refreshtoken: string) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { refreshtoken } });
}

async function check(ctx: TestContext, accesstoken: string) {
  return ctx.app.inject({ method: 'GET', url: '/api/auth/check', headers: { accesstoken } });
}

async function countRows(ctx: TestContext, table: 'sessions' | 'refresh_tokens'): Promise<number> {
  const row = await ctx.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describeEachDialect('auth', (ctx) => {
  let locationId = '';

  beforeAll(async () => {
    const make = ctx.factories;
    await make.settings();
    locationId = (await make.location()).id;
    for (const role of ['GUIDE', 'CUBER', 'BACKOFFICE', 'MANAGEMENT'] as const) {
      await make.staff({ role, locationId, email: emailOf(role), password: PASSWORD });
    }
    await make.stay({ locationId, guest: { email: emailOf('GUEST'), firstname: 'Emma', password: PASSWORD } });
  });

  describe('POST /api/auth/create (login)', () => {
    it.each(ROLES.map((role) => [role, emailOf(role)] as const))(
      'signs in a %s with the right role and object',
      async (role, email) => {
        const session = await ctx.login(email, PASSWORD);
        expect(session.role).toBe(role);
        expect(session.user).toMatchObject({ email, emailVerified: true, resetHash: null });
        expect(session.accesstoken).not.toBe('');
        expect(session.refreshtoken).not.toBe('');
        if (role === 'GUEST') {
          expect(session.employee).toBeUndefined();
          expect(session.guest).toMatchObject({ email, firstname: 'Emma', activeReservationId: expect.any(String) });
        } else {
          expect(session.guest).toBeUndefined();
          expect(session.employee).toMatchObject({ email, location: locationId });
        }
      },
    );

    it('treats the email case- and whitespace-insensitively', async () => {
      const session = await ctx.login('  Guide@Test.STAY ', PASSWORD);
      expect(session.role).toBe('GUIDE');
    });

    it('answers INVALID_CREDENTIALS for a wrong password and for an unknown user alike', async () => {
      const wrongPassword = await ctx.app.inject({ method: 'POST', url: LOGIN, payload: { email: 'guide@test.stay', password: 'Wrong1234' } });
      const unknownUser = await ctx.app.inject({ method: 'POST', url: LOGIN, payload: { email: 'nobody@test.stay', password: PASSWORD } });
      for (const response of [wrongPassword, unknownUser]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Incorrect credentials' });
      }
    });

    it.each([
      ['missing email', { password: PASSWORD }, 'NO_EMAIL'],
      ['empty email', { email: '  ', password: PASSWORD }, 'NO_EMAIL'],
      ['missing password', { email: 'guide@test.stay' }, 'NO_PASSWORD'],
      ['empty password', { email: 'guide@test.stay', password: '' }, 'NO_PASSWORD'],
      ['both missing', {}, 'NO_EMAIL'],
    ])('answers 400 with the code for %s', async (_case, payload, code) => {
      const response = await ctx.app.inject({ method: 'POST', url: LOGIN, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code });
    });

    it.each([
      ['invalid JSON', { 'content-type': 'application/json' }, '{"email": "guide@test.stay",'],
      ['a number as email', { 'content-type': 'application/json' }, JSON.stringify({ email: 42, password: PASSWORD })],
      ['an array body', { 'content-type': 'application/json' }, JSON.stringify([1, 2])],
      ['a text/plain body', { 'content-type': 'text/plain' }, JSON.stringify({ email: 'guide@test.stay', password: PASSWORD })],
      ['an empty JSON body', { 'content-type': 'application/json' }, ''],
    ])('answers 400 INVALID_INPUT for %s and creates no session', async (_case, headers, payload) => {
      const sessionsBefore = await countRows(ctx, 'sessions');
      const response = await ctx.app.inject({ method: 'POST', url: LOGIN, headers, payload });
      expect(response.statusCode).toBe(400);
      const body = response.json<{ code: string; message: string }>();
      expect(body.code).toBe('INVALID_INPUT');
      expect(body.message).not.toMatch(/at .*\.ts|node_modules/);
      expect(await countRows(ctx, 'sessions')).toBe(sessionsBefore);
    });

    it('says which field is wrong', async () => {
      const response = await ctx.app.inject({ method: 'POST', url: LOGIN, payload: { email: 42, password: 'x' } });
      expect(response.json()).toMatchObject({ code: 'INVALID_INPUT', message: expect.stringMatching(/^body\.email: expected string/) });
    });

    it('answers 415 UNSUPPORTED_MEDIA_TYPE for a content type it cannot parse', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: LOGIN,
        headers: { 'content-type': 'application/xml' },
        payload: '<login/>',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    });

    it('answers 413 PAYLOAD_TOO_LARGE for a huge body', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: LOGIN,
        payload: { email: 'guide@test.stay', password: 'x'.repeat(2 * 1024 * 1024) },
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    });

    it('stores only the hash of the refresh token', async () => {
      const session = await ctx.login('cuber@test.stay', PASSWORD);
      const stored = await ctx.db.selectFrom('refresh_tokens').select('token_hash').execute();
      expect(stored.map((row) => row.token_hash)).not.toContain(session.refreshtoken);
      expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
    });

    it('does not require the app-version header and accepts any value', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: LOGIN,
        headers: { 'app-version': '0.0.1-whatever' },
        payload: { email: 'guest@test.stay', password: PASSWORD },
      });
      expect(response.statusCode).toBe(200);
    });
  });

  describe('access tokens', () => {
    it('answers 401 NO_CREDENTIALS without a token', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/check' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'NO_CREDENTIALS', message: 'No credentials' });
    });

    it('answers 401 ACCESSTOKEN_INVALID for garbage and for a token signed with another key', async () => {
      const session = await ctx.login('guide@test.stay', PASSWORD);
      const [header, payload] = session.accesstoken.split('.');
      const forged = `${header}.${payload}.c2lnbmF0dXJlLWZyb20tc29tZXdoZXJlLWVsc2U`;
      for (const token of ['garbage', 'a.b.c', forged]) {
        const response = await check(ctx, token);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ code: 'ACCESSTOKEN_INVALID' });
      }
    });

    it('answers 401 ACCESSTOKEN_EXPIRED for an expired token', async () => {
      const session = await ctx.login('guide@test.stay', PASSWORD);
      const claims = ctx.accessTokens.verify(session.accesstoken);
      const expired = ctx.accessTokens.sign(claims, { issuedAtMs: Date.now() - 3600_000 });
      const response = await check(ctx, expired);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'ACCESSTOKEN_EXPIRED' });
    });
  });

  describe('GET /api/auth/check', () => {
    it('answers the identity of a live session', async () => {
      const session = await ctx.login('backoffice@test.stay', PASSWORD);
      const response = await check(ctx, session.accesstoken);
      expect(response.statusCode).toBe(200);
      const identity = identitySchema.parse(response.json());
      expect(identity).toEqual({ role: session.role, employee: session.employee, user: session.user });
    });

    it('answers SESSION_NOT_FOUND when the session has expired', async () => {
      const session = await ctx.login('backoffice@test.stay', PASSWORD);
      const { sessionId } = ctx.accessTokens.verify(session.accesstoken);
      await ctx.db.updateTable('sessions').set({ expires_at: '2000-01-01T00:00:00.000Z' }).where('id', '=', sessionId).execute();
      const response = await check(ctx, session.accesstoken);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'SESSION_NOT_FOUND' });
    });
  });

  describe('POST /api/auth/refresh', () => {
    it('rotates: new tokens differ; the old refresh token, presented again at once, answers the same successor', async () => {
      const session = await ctx.login('guest@test.stay', PASSWORD);
      const first = await refresh(ctx, session.refreshtoken);
      expect(first.statusCode).toBe(200);
      const rotated = tokenPairSchema.parse(first.json());
      expect(rotated.refreshtoken).not.toBe(session.refreshtoken);
      expect(rotated.accesstoken).not.toBe(session.accesstoken);
      expect(ctx.accessTokens.verify(rotated.accesstoken)).toEqual(ctx.accessTokens.verify(session.accesstoken));
      expect((await check(ctx, rotated.accesstoken)).statusCode).toBe(200);

      const replay = await refresh(ctx, session.refreshtoken);
      expect(replay.statusCode).toBe(200);
      expect(tokenPairSchema.parse(replay.json()).refreshtoken).toBe(rotated.refreshtoken);
    });

    it('revokes the whole session when an old refresh token is reused after the grace', async () => {
      const session = await ctx.login('guide@test.stay', PASSWORD);
      const second = tokenPairSchema.parse((await refresh(ctx, session.refreshtoken)).json());
      const third = tokenPairSchema.parse((await refresh(ctx, second.refreshtoken)).json());
      const { sessionId } = ctx.accessTokens.verify(session.accesstoken);
      await ctx.db.updateTable('refresh_tokens').set({ used_at: '2000-01-01T00:00:00.000Z' }).where('session_id', '=', sessionId).where('used_at', 'is not', null).execute();

      expect((await refresh(ctx, session.refreshtoken)).json()).toMatchObject({ code: 'SESSION_NOT_FOUND' });

      const newest = await refresh(ctx, third.refreshtoken);
      expect(newest.statusCode).toBe(401);
      expect(newest.json()).toMatchObject({ code: 'SESSION_NOT_FOUND' });
      expect((await check(ctx, third.accesstoken)).json()).toMatchObject({ code: 'SESSION_NOT_FOUND' });
    });

    it('answers SESSION_NOT_FOUND for an unknown token and NO_CREDENTIALS without one', async () => {
      expect((await refresh(ctx, 'not-a-token')).json()).toMatchObject({ code: 'SESSION_NOT_FOUND' });
      const missing = await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh' });
      expect(missing.statusCode).toBe(401);
      expect(missing.json()).toMatchObject({ code: 'NO_CREDENTIALS' });
    });

    it('answers REFRESHTOKEN_EXPIRED for an expired refresh token', async () => {
      const session = await ctx.login('cuber@test.stay', PASSWORD);
      const { sessionId } = ctx.accessTokens.verify(session.accesstoken);
      await ctx.db
        .updateTable('refresh_tokens')
        .set({ expires_at: '2000-01-01T00:00:00.000Z' })
        .where('session_id', '=', sessionId)
        .execute();
      const response = await refresh(ctx, session.refreshtoken);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'REFRESHTOKEN_EXPIRED' });
    });
  });

  describe('DELETE /api/auth/revoke', () => {
    it('ends the session: check and refresh answer SESSION_NOT_FOUND afterwards', async () => {
      const session = await ctx.login('guest@test.stay', PASSWORD);
      const revoke = await ctx.app.inject({ method: 'DELETE', url: '/api/auth/revoke', headers: { accesstoken: session.accesstoken } });
      expect(revoke.statusCode).toBe(200);
      expect(revoke.json()).toEqual({ message: 'REVOKED' });

      expect((await check(ctx, session.accesstoken)).json()).toMatchObject({ code: 'SESSION_NOT_FOUND' });
      const refreshed = await refresh(ctx, session.refreshtoken);
      expect(refreshed.statusCode).toBe(401);
      expect(refreshed.json()).toMatchObject({ code: 'SESSION_NOT_FOUND' });
    });

    it('leaves the same user’s other sessions alone', async () => {
      const phone = await ctx.login('guide@test.stay', PASSWORD);
      const tablet = await ctx.login('guide@test.stay', PASSWORD);
      await ctx.app.inject({ method: 'DELETE', url: '/api/auth/revoke', headers: { accesstoken: phone.accesstoken } });
      expect((await check(ctx, tablet.accesstoken)).statusCode).toBe(200);
    });
  });

  describe('GET /api/auth/user-settings', () => {
    async function userSettings(accesstoken: string) {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/user-settings', headers: { accesstoken } });
      expect(response.statusCode).toBe(200);
      return userSettingsSchema.parse(response.json());
    }

    it('gives guests their menus and the default emergency phone', async () => {
      const settings = await userSettings((await ctx.login('guest@test.stay', PASSWORD)).accesstoken);
      expect(settings.permissions.emergencyPhone).toEqual(DEFAULT_EMERGENCY_PHONE);
      expect(settings.mainMenu.map((item) => item.title)).toEqual(['Home', 'Chat', 'Services']);
      expect(settings.permissions).toMatchObject({ reservation: { controlDeactivation: '11:00' } });
    });

    it('gives staff chat actions and merges role permissions over the global ones', async () => {
      const settings = await userSettings((await ctx.login('guide@test.stay', PASSWORD)).accesstoken);
      expect(settings.chatActions.map((action) => action.loadingMessage)).toEqual([
        'join chat',
        'Leaving chat',
        'Handle chat',
        'Set chat inactive',
        'Archiving chat',
      ]);
      expect(settings.permissions).toMatchObject({ chat: { joinExternal: true, joinInternal: false } });
      expect(settings.mainMenu.map((item) => item.url)).toEqual(['/guide/chats']);
    });

    it('uses an emergency phone defined for the location', async () => {
      const phone = { href: 'tel:+31201234567', label: '+31 (0)20 123 4567' };
      await saveSetting(ctx.db, `location:${locationId}`, 'permissions', { emergencyPhone: phone });
      try {
        const guest = await userSettings((await ctx.login('guest@test.stay', PASSWORD)).accesstoken);
        const cuber = await userSettings((await ctx.login('cuber@test.stay', PASSWORD)).accesstoken);
        expect(guest.permissions.emergencyPhone).toEqual(phone);
        expect(cuber.permissions.emergencyPhone).toEqual(phone);
      } finally {
        await ctx.db.deleteFrom('settings').where('scope', '=', `location:${locationId}`).execute();
      }
    });
  });
});
