import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { NEWEST_MIGRATION } from '../../../src/db/migrations';
import { provideRequestContext } from '../../../src/http/request-context';
import { describeEachDialect } from '../../support';
import { systemClock } from '../../../src/platform/clock';
import { runReadinessChecks, type ReadinessCheck } from '../../../src/platform/health/readiness';
import { registerHealthRoutes } from '../../../src/platform/health/routes';

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

describe('GET /api/health/ready with a failing check', () => {
  it('answers 503 SERVICE_UNAVAILABLE naming the check, without its details', async () => {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    provideRequestContext(app, { clock: systemClock, loadCaller: () => Promise.reject(new Error('no callers here')) });
    registerHealthRoutes(app, [passing, failing]);
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: 'Not ready: failing',
        checks: { passing: 'ok', failing: 'failing' },
      });
      expect(response.body).not.toContain('10.0.0.7');
      expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describeEachDialect('health endpoints', (ctx) => {
  it('answers liveness and readiness without a token: the database and the realtime bus are fine', async () => {
    const live = await ctx.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'live' });
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.json()).toMatchObject({ status: 'ready', checks: { database: 'ok', migrations: 'ok', realtime: 'ok', 'disk-space': 'ok' } });
    expect(live.headers['content-type']).toMatch(/^application\/json/);
  });

  it('is not ready while the database lacks the newest migration, or holds a newer one', async () => {
    const notReady = async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
      return { status: response.statusCode, body: response.json() as unknown };
    };
    const { rows } = await sql<{ timestamp: string }>`select timestamp from kysely_migration where name = ${NEWEST_MIGRATION}`.execute(ctx.db);
    const applied = rows[0];
    if (!applied) throw new Error(`${NEWEST_MIGRATION} is not applied`);
    await sql`delete from kysely_migration where name = ${NEWEST_MIGRATION}`.execute(ctx.db);
    try {
      expect(await notReady()).toMatchObject({ status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'Not ready: migrations', checks: { migrations: 'failing' } } });
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${NEWEST_MIGRATION}, ${applied.timestamp})`.execute(ctx.db);
    }
    await sql`insert into kysely_migration (name, timestamp) values (${'9999_from_a_newer_release'}, ${applied.timestamp})`.execute(ctx.db);
    try {
      expect(await notReady()).toMatchObject({ status: 503, body: { checks: { database: 'ok', migrations: 'failing' } } });
    } finally {
      await sql`delete from kysely_migration where name = ${'9999_from_a_newer_release'}`.execute(ctx.db);
    }
    expect(await notReady()).toMatchObject({ status: 200, body: { status: 'ready' } });
  });

  it('answers an unknown path under /api with a JSON 404 ROUTE_NOT_FOUND, never the app shell', async () => {
    for (const url of ['/api/nope', '/api/health', '/api/health/nope']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.json(), url).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
    }
  });
});
