import { expect, it } from 'vitest';
import { describeEachDialect } from '../../support';
import { LIVENESS_PATH, READINESS_PATH } from '../../../src/platform/health/routes';

describeEachDialect('draining (shutdown under way)', (ctx) => {
  it('fails readiness with `draining`, and every answer closes its connection', async () => {
    const before = await ctx.app.inject({ method: 'GET', url: READINESS_PATH });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ checks: { draining: 'ok' } });
    expect(before.headers.connection).not.toBe('close');

    ctx.app.platform.draining.start();
    const ready = await ctx.app.inject({ method: 'GET', url: READINESS_PATH });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: 'Not ready: draining', checks: { draining: 'failing', database: 'ok' } });
    expect(ready.headers.connection).toBe('close');
    const live = await ctx.app.inject({ method: 'GET', url: LIVENESS_PATH });
    expect(live.statusCode).toBe(200);
    expect(live.headers.connection).toBe('close');
  });
});
