import type { FastifyInstance } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import WebSocket from 'ws';
import { REALTIME_PATH } from '@stay/contract';
import { buildApp } from '../../../src/app';
import { describeEachDialect } from '../../support';
import { systemClock } from '../../../src/platform/clock';
import { insertOutboxMail } from '../../../src/platform/mail/repository';
import { startPeriodicJob } from '../../../src/platform/periodic-job';

const TOKEN = 'metrics-test-token-with-at-least-32-characters';

/** The value of the sample `name{labels}` in a Prometheus text exposition, or undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const given = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]));
    if (Object.entries(labels).every(([key, value]) => given[key] === value)) return Number(match[3]);
  }
  return undefined;
}

describeEachDialect('Prometheus metrics', (ctx) => {
  let app: FastifyInstance | undefined;
  const sockets: WebSocket[] = [];
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.terminate();
    await app?.close();
    app = undefined;
  });

  const appWithMetrics = async () => {
    app = await buildApp({ config: { ...ctx.config, metricsToken: TOKEN }, db: ctx.db, logger: false });
    await app.ready();
    return app;
  };
  const scrape = async (metricsApp: FastifyInstance) => {
    const response = await metricsApp.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.body;
  };

  it('answers a JSON 404 at /metrics without METRICS_TOKEN, never the app page', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });

  it('refuses a scrape without the token or with another one', async () => {
    const metricsApp = await appWithMetrics();
    const without = await metricsApp.inject({ method: 'GET', url: '/metrics' });
    expect(without.statusCode).toBe(401);
    expect(without.json()).toMatchObject({ code: 'NO_CREDENTIALS' });
    expect(without.headers['www-authenticate']).toBe('Bearer');
    const wrong = await metricsApp.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN.replace('m', 'n')}` } });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(wrong.body).not.toContain('stay_');
  });

  it('counts requests by route pattern and status, with their latency, and reports process and pool figures', async () => {
    const metricsApp = await appWithMetrics();
    for (let i = 0; i < 3; i += 1) expect((await metricsApp.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    await metricsApp.inject({ method: 'GET', url: '/api/profile-image/profile-1234.webp' });
    await metricsApp.inject({ method: 'GET', url: '/api/nope' });
    const text = await scrape(metricsApp);
    expect(sample(text, 'stay_http_requests_total', { method: 'GET', route: '/api/health/live', status: '200' })).toBe(3);
    expect(sample(text, 'stay_http_request_duration_seconds_count', { route: '/api/health/live', status: '200' })).toBe(3);
    expect(sample(text, 'stay_http_request_duration_seconds_bucket', { route: '/api/health/live', status: '200', le: '+Inf' })).toBe(3);
    expect(sample(text, 'stay_http_requests_total', { route: '(unmatched)', status: '404' })).toBe(1);
    // The pattern, never the address with its ids.
    expect(text).not.toContain('profile-1234');
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    if (ctx.dialect === 'postgres') expect(sample(text, 'stay_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    else expect(text).not.toContain('stay_db_pool_connections');
  });

  it('reports open WebSockets and the fan-out latency of events delivered to them', async () => {
    const metricsApp = await appWithMetrics();
    await metricsApp.listen({ host: '127.0.0.1', port: 0 });
    const address = metricsApp.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const location = await ctx.factories.location();
    const staff = await ctx.factories.staff({ role: 'MANAGEMENT', locationId: location.id });
    expect(sample(await scrape(metricsApp), 'stay_websockets_open')).toBe(0);
    const socket = new WebSocket(`ws://127.0.0.1:${port}${REALTIME_PATH}?accesstoken=${encodeURIComponent(staff.token)}`);
    sockets.push(socket);
    const messages: string[] = [];
    socket.on('message', (data) => messages.push(data.toString()));
    await expect.poll(() => messages.some((message) => message.includes('"ready"'))).toBe(true);
    expect(sample(await scrape(metricsApp), 'stay_websockets_open')).toBe(1);
    await metricsApp.realtime.publish({ audience: { staffIds: [staff.id] }, event: { type: 'ready', role: 'MANAGEMENT', id: staff.id } });
    await expect.poll(() => messages.length).toBe(2);
    expect(sample(await scrape(metricsApp), 'stay_realtime_fanout_seconds_count')).toBe(1);
  });

  it('counts the reads answered from a kept reply and those computed', async () => {
    const metricsApp = await appWithMetrics();
    await ctx.factories.settings();
    const { id: locationId } = await ctx.factories.location();
    const { guest } = await ctx.factories.stay({ locationId, suites: ['Suite Metrics 1'], guest: { firstname: 'Mila', email: `mila.metrics.${ctx.dialect}@test.stay` } });
    // Kept replies last within the clock's second: of three reads at once, at least one is answered from the first's.
    for (let i = 0; i < 3; i += 1) {
      const response = await metricsApp.inject({ method: 'GET', url: '/api/guest/reservation/current', headers: { accesstoken: guest.token } });
      expect(response.statusCode).toBe(200);
    }
    const text = await scrape(metricsApp);
    const hits = sample(text, 'stay_reply_cache_requests_total', { outcome: 'hit' }) ?? 0;
    const misses = sample(text, 'stay_reply_cache_requests_total', { outcome: 'miss' }) ?? 0;
    expect(hits + misses).toBe(3);
    expect(hits).toBeGreaterThanOrEqual(1);
    expect(misses).toBeGreaterThanOrEqual(1);
  });

  it('reports the unsent mails of the outbox and the time since a periodic job last succeeded', async () => {
    const createdAt = systemClock().toISOString();
    const message = { kind: 'invite', to: 'someone@example.test', subject: 'Hello', text: 'Hello' };
    await insertOutboxMail(ctx.db, { id: `mail-${ctx.dialect}-failed`, message, transport: 'smtp', status: 'failed', error: 'refused', createdAt, sentAt: null });
    await insertOutboxMail(ctx.db, { id: `mail-${ctx.dialect}-sent`, message, transport: 'smtp', status: 'sent', error: null, createdAt, sentAt: createdAt });
    await insertOutboxMail(ctx.db, { id: `mail-${ctx.dialect}-logged`, message, transport: 'outbox', status: 'logged', error: null, createdAt, sentAt: null });
    const job = startPeriodicJob({ name: 'Metrics test job', log: ctx.app.log, clock: systemClock, intervalMs: 3_600_000, pass: async () => 1, failed: 0 });
    try {
      await job.runOnce();
      const text = await scrape(await appWithMetrics());
      expect(sample(text, 'stay_outbox_unsent', { outbox: 'mail' })).toBe(1);
      expect(sample(text, 'stay_outbox_unsent', { outbox: 'push' })).toBe(0);
      expect(sample(text, 'stay_job_seconds_since_success', { job: 'metrics-test-job' })).toBeGreaterThanOrEqual(0);
    } finally {
      await job.stop();
    }
    expect(sample(await scrape(app as FastifyInstance), 'stay_job_seconds_since_success', { job: 'metrics-test-job' })).toBeUndefined();
  });
});
