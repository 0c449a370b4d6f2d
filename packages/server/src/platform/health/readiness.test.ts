import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { describeEachDialect } from '../../test-support';
import { runReadinessChecks, type ReadinessCheck } from './readiness';
import { registerHealthRoutes } from './routes';

const passing: ReadinessCheck = { name: 'passing', check: async () => {} };
const failing: ReadinessCheck = {
  name: 'failing',
  check: async () => {
    throw new Error('connect ECONNREFUSED 10.0.0.7:5432');
  },
};
const hanging: ReadinessCheck = { name: 'hanging', check: () => new Promise<void>(() => {}) };

describe('runReadinessChecks', () => {
  it('is ready when every check passes, and names a failing or hanging check with its reason', async () => {
    expect(await runReadinessChecks([passing])).toEqual({ isReady: true, checks: { passing: 'ok' }, reasons: {} });
    const report = await runReadinessChecks([passing, failing, hanging], 20);
    expect(report.isReady).toBe(false);
    expect(report.checks).toEqual({ passing: 'ok', failing: 'failing', hanging: 'failing' });
    expect(report.reasons).toEqual({ failing: 'connect ECONNREFUSED 10.0.0.7:5432', hanging: 'hanging: no answer within 20 ms' });
  });
});

describe('GET /health/ready with a failing check', () => {
  it('answers 503 SERVICE_UNAVAILABLE naming the check, without its details', async () => {
    const app = Fastify({ logger: false });
    registerHealthRoutes(app, [passing, failing]);
    try {
      const response = await app.inject({ method: 'GET', url: '/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: 'Not ready: failing',
        checks: { passing: 'ok', failing: 'failing' },
      });
      expect(response.body).not.toContain('10.0.0.7');
      expect((await app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describeEachDialect('health endpoints', (ctx) => {
  it('answers liveness and readiness without a token: the database and the realtime bus are fine', async () => {
    const live = await ctx.app.inject({ method: 'GET', url: '/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'live' });
    const ready = await ctx.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', realtime: 'ok', 'disk-space': 'ok' } });
  });
});
