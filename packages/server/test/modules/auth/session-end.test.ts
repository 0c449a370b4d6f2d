import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenPairSchema } from '@stay/contract';
import { buildApp } from '../../../src/app';
import { describeEachDialect } from '../../support';
import { endSessions } from '../../../src/modules/auth/end-sessions';

const PASSWORD = 'Secret12';
const EMAIL = 'ending@test.stay';
/** Longer than the grace in which a rotated refresh token answers with its successor again. */
const PAST_GRACE_MS = 11_000;

describeEachDialect('ending a session', (ctx) => {
  let app: FastifyInstance;
  let nowMs = Date.now();

  beforeAll(async () => {
    await ctx.factories.settings();
    const location = await ctx.factories.location();
    await ctx.factories.staff({ role: 'GUIDE', locationId: location.id, email: EMAIL, password: PASSWORD });
    // An app on a clock the tests move, so the refresh grace can pass without waiting.
    app = await buildApp({ config: ctx.config, db: ctx.db, logger: false, now: () => new Date(nowMs) });
    await app.ready();
  });
  afterAll(async () => app?.close());

  const login = async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/create', payload: { email: EMAIL, password: PASSWORD } });
    expect(response.statusCode).toBe(200);
    return response.json<{ accesstoken: string; refreshtoken: string }>();
  };
  const refresh = (refreshtoken: string) => app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { refreshtoken } });
  /** An endpoint that reads no session row: only the access token decides. */
  const settings = (accesstoken: string, on: FastifyInstance = app) => on.inject({ method: 'GET', url: '/api/auth/user-settings', headers: { accesstoken } });
  const revoke = (accesstoken: string) => app.inject({ method: 'DELETE', url: '/api/auth/revoke', headers: { accesstoken } });

  describe('logout', () => {
    it('stops the access token at once, on every endpoint', async () => {
      const session = await login();
      expect((await settings(session.accesstoken)).statusCode).toBe(200);
      expect((await revoke(session.accesstoken)).statusCode).toBe(200);
      const after = await settings(session.accesstoken);
      expect(after.statusCode).toBe(401);
      expect(after.json()).toMatchObject({ code: 'SESSION_NOT_FOUND' });
      const write = await app.inject({ method: 'POST', url: '/api/employee/chat', headers: { accesstoken: session.accesstoken }, payload: { members: [] } });
      expect(write.statusCode).toBe(401);
      expect(write.json()).toMatchObject({ code: 'SESSION_NOT_FOUND' });
    });

    it('leaves the same account’s other sessions working', async () => {
      const phone = await login();
      const tablet = await login();
      await revoke(phone.accesstoken);
      expect((await settings(tablet.accesstoken)).statusCode).toBe(200);
    });

    it('is known to an instance started after it (loaded from the sessions table)', async () => {
      const session = await login();
      await revoke(session.accesstoken);
      const later = await buildApp({ config: ctx.config, db: ctx.db, logger: false, now: () => new Date(nowMs) });
      try {
        const response = await settings(session.accesstoken, later);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ code: 'SESSION_NOT_FOUND' });
      } finally {
        await later.close();
      }
    });
  });

  describe('endSessions (password reset, account removal)', () => {
    it("ends every session of an account: each access token and refresh token stops", async () => {
      const phone = await login();
      const tablet = await login();
      const { accountId } = ctx.accessTokens.verify(phone.accesstoken);
      const ended = await endSessions(app.platform, { accountId }, new Date(nowMs));
      expect(ended.length).toBeGreaterThanOrEqual(2);
      for (const session of [phone, tablet]) {
        expect((await settings(session.accesstoken)).json()).toMatchObject({ code: 'SESSION_NOT_FOUND' });
        expect((await refresh(session.refreshtoken)).json()).toMatchObject({ code: 'SESSION_NOT_FOUND' });
      }
      expect(await endSessions(app.platform, { accountId }, new Date(nowMs))).toEqual([]);
    });
  });

  describe('refresh rotation', () => {
    it('lets two concurrent refreshes with the same token both succeed with one successor, and the session lives', async () => {
      const session = await login();
      const responses = await Promise.all([refresh(session.refreshtoken), refresh(session.refreshtoken)]);
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
      const [first, second] = responses.map((response) => tokenPairSchema.parse(response.json()));
      expect(first!.refreshtoken).toBe(second!.refreshtoken);
      expect(first!.refreshtoken).not.toBe(session.refreshtoken);
      for (const pair of [first!, second!]) expect((await settings(pair.accesstoken)).statusCode).toBe(200);
      const next = await refresh(first!.refreshtoken);
      expect(next.statusCode).toBe(200);
    });

    it('keeps only hashes and a sealed successor: no refresh token is stored in plain text', async () => {
      const session = await login();
      const rotated = tokenPairSchema.parse((await refresh(session.refreshtoken)).json());
      const rows = await ctx.db.selectFrom('refresh_tokens').selectAll().execute();
      const stored = JSON.stringify(rows);
      expect(stored).not.toContain(session.refreshtoken);
      expect(stored).not.toContain(rotated.refreshtoken);
    });

    it('revokes the session when a rotated token comes back after the grace, and its access tokens stop', async () => {
      const session = await login();
      const second = tokenPairSchema.parse((await refresh(session.refreshtoken)).json());
      const third = tokenPairSchema.parse((await refresh(second.refreshtoken)).json());
      nowMs += PAST_GRACE_MS;

      const reuse = await refresh(session.refreshtoken);
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json()).toMatchObject({ code: 'SESSION_NOT_FOUND' });
      expect((await refresh(third.refreshtoken)).json()).toMatchObject({ code: 'SESSION_NOT_FOUND' });
      const stale = await settings(third.accesstoken);
      expect(stale.statusCode).toBe(401);
      expect(stale.json()).toMatchObject({ code: 'SESSION_NOT_FOUND' });
    });

    it('does not answer a replay for a session that was logged out', async () => {
      const session = await login();
      const rotated = tokenPairSchema.parse((await refresh(session.refreshtoken)).json());
      await revoke(rotated.accesstoken);
      expect((await refresh(session.refreshtoken)).json()).toMatchObject({ code: 'SESSION_NOT_FOUND' });
    });
  });
});
