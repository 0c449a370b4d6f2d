import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../../src/plugins/errors';
import { registerLoadShedding } from '../../src/plugins/load-shedding';

function block(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // the event loop stalls, as a CPU-heavy request would make it
  }
}

async function appWithShedding(maxEventLoopDelayMs: number) {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  await registerLoadShedding(app, { maxEventLoopDelayMs });
  app.get('/api/ping', async () => ({ ok: true }));
  app.get('/api/health/live', async () => ({ status: 'live' }));
  app.get('/assets/app.js', async (_request, reply) => reply.type('text/javascript').send('export {};'));
  await app.ready();
  return app;
}

describe('load shedding', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  it('answers 503 SERVER_BUSY with Retry-After while the event loop lags, and serves again once it recovers', async () => {
    const app = await appWithShedding(50);
    close = () => app.close();
    expect((await app.inject({ method: 'GET', url: '/api/ping' })).statusCode).toBe(200);
    let busy = await app.inject({ method: 'GET', url: '/api/ping' });
    // Stalls of 300 ms with short breaks, until the sampled delay is over the limit (a few samples at most).
    for (let stall = 0; stall < 30 && busy.statusCode === 200; stall += 1) {
      block(300);
      await new Promise((resolve) => setTimeout(resolve, 20));
      busy = await app.inject({ method: 'GET', url: '/api/ping' });
    }
    expect(busy.statusCode).toBe(503);
    expect(busy.json()).toMatchObject({ code: 'SERVER_BUSY' });
    expect(busy.headers['retry-after']).toBe('1');
    // The app's files are still sent, so the app can start and say it is busy.
    const file = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('export {};');
    // The health probes too: a busy instance is still alive.
    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    expect(app.isUnderPressure()).toBe(true);
    await expect.poll(async () => (await app.inject({ method: 'GET', url: '/api/ping' })).statusCode, { timeout: 5000, interval: 200 }).toBe(200);
  });

  it('is off at 0', async () => {
    const app = await appWithShedding(0);
    close = () => app.close();
    expect(app.hasDecorator('isUnderPressure')).toBe(false);
    block(300);
    expect((await app.inject({ method: 'GET', url: '/api/ping' })).statusCode).toBe(200);
  });
});
