import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config';
import { describeEachDialect } from '../../support';
import { createTestClock } from '../../support/stay-app';
import { registerRateLimits } from '../../../src/plugins/rate-limit/register-rate-limits';
import { MAX_SLOWDOWN_MS, slowdownMs, THROTTLE } from '../../../src/plugins/rate-limit/throttle-rules';

const LIMITS = loadConfig({}).rateLimits;

describe('slowdownMs', () => {
  it('doubles from 1 s per request over the limit, up to 10 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 50].map(slowdownMs)).toEqual([0, 1000, 2000, 4000, 8000, MAX_SLOWDOWN_MS, MAX_SLOWDOWN_MS, MAX_SLOWDOWN_MS]);
  });
});

describeEachDialect('sign-in slowdown across addresses', (ctx) => {
  const clock = createTestClock();
  const waits: number[] = [];
  let app: FastifyInstance;
  beforeAll(async () => {
    // The sign-in rules on a bare route, with a slowdown that records its waits instead of waiting.
    app = Fastify({ logger: false });
    await registerRateLimits(app, {
      db: ctx.db,
      clock: clock.now,
      limits: LIMITS,
      slowdown: async (ms) => {
        waits.push(ms);
      },
    });
    app.post('/sign-in', { config: { throttle: THROTTLE.signIn } }, async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  const attempt = (email: string, index: number) =>
    app.inject({ method: 'POST', url: '/sign-in', payload: { email }, remoteAddress: `198.51.100.${index + 1}` });

  it(`answers every attempt on one account from many addresses, slowing those beyond ${LIMITS.perAccount} in 15 windows`, async () => {
    for (let index = 0; index < LIMITS.perAccount + 6; index += 1) {
      expect((await attempt('Target@Example.com', index)).statusCode).toBe(200);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, MAX_SLOWDOWN_MS, MAX_SLOWDOWN_MS]);

    // Another account is not slowed; and once the 15 windows have passed, neither is this one.
    waits.length = 0;
    expect((await attempt('other@example.com', 0)).statusCode).toBe(200);
    clock.advance(15 * LIMITS.windowMs + 1000);
    try {
      expect((await attempt('target@example.com', 0)).statusCode).toBe(200);
    } finally {
      clock.reset();
    }
    expect(waits).toEqual([]);
  });
});
