import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import { loadConfig } from '../../../src/config';
import { describeEachDialect } from '../../support';
import { createTestClock } from '../../support/stay-app';

const LIMITS = loadConfig({}).rateLimits;
const PASSWORD = 'Right-Pass-1';

const expectThrottled = (response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }, windowMs = LIMITS.windowMs) => {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: expect.any(String) });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(windowMs / 1000);
};

describeEachDialect('rate limits', (ctx) => {
  const clock = createTestClock();
  const apps: FastifyInstance[] = [];
  // Two instances on one database, as behind a load balancer, with the default limits.
  const instance = (index: 0 | 1) => apps[index]!;
  beforeAll(async () => {
    for (let index = 0; index < 2; index += 1) {
      const app = await buildApp({ config: { ...ctx.config, rateLimits: LIMITS }, db: ctx.db, logger: false, now: clock.now });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });

  const call = (index: 0 | 1, options: InjectOptions) => instance(index).inject(options);
  const signIn = (email: string, password: string, remoteAddress = '203.0.113.1', index: 0 | 1 = 0) =>
    call(index, { method: 'POST', url: '/api/auth/create', payload: { email, password }, remoteAddress });

  it('stops a guesser at one address while the owner signs in from another', async () => {
    const staff = await ctx.factories.staff({ role: 'GUIDE', locationId: null, password: PASSWORD });
    const guesser = '198.51.100.7';
    for (let attempt = 0; attempt < 50; attempt += 1) {
      // Spread over both instances: the counts are shared.
      const response = await signIn(staff.email, `Wrong-Pass-${attempt}`, guesser, (attempt % 2) as 0 | 1);
      if (attempt < LIMITS.perAccount) expect(response.statusCode).toBe(401);
      else expectThrottled(response);
    }
    // The guesser's address stays refused even with the right password; the owner, elsewhere, signs in.
    expectThrottled(await signIn(staff.email.toUpperCase(), PASSWORD, guesser));
    expect((await signIn(staff.email, PASSWORD, '203.0.113.50', 1)).statusCode).toBe(200);

    clock.advance(LIMITS.windowMs + 1000);
    try {
      expect((await signIn(staff.email, PASSWORD, guesser)).statusCode).toBe(200);
    } finally {
      clock.reset();
    }
  });

  it('refuses password changes for an account beyond 5 in 15 minutes, even with the right password, until they pass', async () => {
    const guest = await ctx.factories.guest({ password: PASSWORD });
    const change = (currentPassword: string, remoteAddress: string) =>
      call(0, {
        method: 'POST',
        url: '/api/guest/profile/changePassword',
        headers: { accesstoken: guest.token },
        payload: { currentPassword, password: 'Next-Pass-2', passwordRepeat: 'Next-Pass-2' },
        remoteAddress,
      });
    const perAccount = Math.ceil(LIMITS.perAccount / 2);
    for (let attempt = 0; attempt < 20; attempt += 1) {
      // Every address counts for the one account.
      const response = await change(`Wrong-Pass-${attempt}`, `192.0.2.${attempt + 1}`);
      if (attempt < perAccount) expect(response.json()).toMatchObject({ code: 'INCORRECT_PASSWORD' });
      else expectThrottled(response, 15 * LIMITS.windowMs);
    }
    expectThrottled(await change(PASSWORD, '192.0.2.99'), 15 * LIMITS.windowMs);

    clock.advance(15 * LIMITS.windowMs + 1000);
    try {
      expect((await change(PASSWORD, '192.0.2.99')).statusCode).toBe(200);
    } finally {
      clock.reset();
    }
  });

  it('limits account existence lookups per client address', async () => {
    const lookup = (index: number, remoteAddress: string) =>
      call((index % 2) as 0 | 1, { method: 'GET', url: `/api/account/exists/probe-${index}@example.com`, remoteAddress });
    for (let index = 0; index < LIMITS.perIp; index += 1) {
      expect((await lookup(index, '192.0.2.10')).statusCode).toBe(200);
    }
    expectThrottled(await lookup(LIMITS.perIp, '192.0.2.10'));
    expect((await lookup(LIMITS.perIp, '192.0.2.11')).statusCode).toBe(200);
  });

  it('limits the invite mails one guest can send', async () => {
    const { guest } = await ctx.factories.stay();
    const invite = (index: number) =>
      call(0, {
        method: 'POST',
        url: '/api/guest/reservation/current/send-invite',
        payload: { email: `friend-${index}@example.com` },
        headers: { accesstoken: guest.token },
        remoteAddress: `192.0.2.${100 + index}`,
      });
    for (let index = 0; index < LIMITS.perAccount; index += 1) {
      expect((await invite(index)).statusCode).toBe(200);
    }
    expectThrottled(await invite(LIMITS.perAccount));
    const mails = await ctx.db.selectFrom('mail_outbox').select('recipient').where('recipient', 'like', 'friend-%@example.com').execute();
    expect(mails).toHaveLength(LIMITS.perAccount);
  });

  it('limits sign-ups per email', async () => {
    const signUp = () =>
      call(0, { method: 'POST', url: '/api/account/create', payload: { email: 'newcomer@example.com', password: 'Secret12', firstname: 'New', surname: 'Comer' } });
    for (let attempt = 0; attempt < LIMITS.perAccount; attempt += 1) {
      expect((await signUp()).statusCode).not.toBe(429);
    }
    expectThrottled(await signUp());
  });
});
