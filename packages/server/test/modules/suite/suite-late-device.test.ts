import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { suiteSchema } from '@stay/contract';
import { buildApp } from '../../../src/app';
import { describeEachDialect } from '../../support';
import { createGuestStay, type GuestStay } from './test-fixtures';

/** Opening the suite asks each device on its own: a silent one is shown as unknown, the others as they answered. */
describeEachDialect('guest suite with a silent device', (ctx) => {
  let app: FastifyInstance;
  let guest: GuestStay;

  beforeAll(async () => {
    // A device timeout far longer than the suite's wait for fresh states.
    app = await buildApp({ config: { ...ctx.config, deviceTimeoutMs: 3_000 }, db: ctx.db, logger: false });
    await app.ready();
    guest = await createGuestStay(ctx.db, ctx.accessTokens, 'late', {
      activationInHours: -1,
      deactivationInHours: 24,
      devices: [
        { type: 'LOCK', name: 'Front door' },
        { type: 'LIGHT', name: 'Silent lamp' },
      ],
    });
  });

  afterAll(() => app?.close());

  it('answers without waiting for the silent device, and stores its outcome when it comes', async () => {
    app.devices.simulator.setSilent('late/1', true);
    const response = await app.inject({ method: 'GET', url: '/api/guest/accommodation/current', headers: { accesstoken: guest.token } });
    expect(response.statusCode).toBe(200);
    const [door, lamp] = suiteSchema.parse(response.json()).domoticas;
    expect(door?.state).toMatchObject({ status: 'ok', value: 'LOCKED' });
    expect(lamp?.state).toEqual({ status: 'unknown', value: null, updatedAt: null });
    // The answer came before the silent device's timeout: its attempt is not recorded yet.
    const lampRow = () => ctx.db.selectFrom('domoticas').select(['checked_at', 'state_status']).where('id', '=', 'late-1').executeTakeFirstOrThrow();
    expect((await lampRow()).checked_at).toBeNull();
    await vi.waitFor(async () => expect(await lampRow()).toMatchObject({ checked_at: expect.any(String), state_status: 'unknown' }), { timeout: 10_000 });
  });
});
