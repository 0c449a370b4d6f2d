import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../support';
import type { TestGuest, TestStaff } from '../../support/factories';
import { useStayApp } from '../../support/stay-app';

const DOOR = '/api/guest/demo/door/open';

describeEachDialect('demo door', (ctx) => {
  const kit = useStayApp(ctx);
  let demoGuest: TestGuest;
  let guest: TestGuest;
  let cuber: TestStaff;

  beforeAll(async () => {
    const location = await ctx.factories.location();
    ({ guest: demoGuest } = await ctx.factories.stay({ locationId: location.id, demoMode: true }));
    ({ guest } = await ctx.factories.stay({ locationId: location.id }));
    cuber = await ctx.factories.staff({ role: 'CUBER', locationId: location.id });
  });

  it('opens for a reservation in demo mode, with or without a body', async () => {
    const token = demoGuest.token;
    const at = new Date('2031-05-01T10:00:00.000Z');
    kit.clock.set(at);
    try {
      const response = await kit.call(token, { method: 'POST', url: DOOR, payload: { door: 'front' } });
      expect(response.statusCode).toBe(200);
      const body = response.json<{ message: string; openedAt: string }>();
      expect(body.message).toBe('OPENED');
      expect(new Date(body.openedAt).getTime() - at.getTime()).toBeLessThan(5_000);
    } finally {
      kit.clock.reset();
    }
    expect((await kit.call(token, { method: 'POST', url: DOOR })).statusCode).toBe(200);
  });

  it('refuses a reservation that is not in demo mode with UNAUTHORIZED', async () => {
    const response = await kit.call(guest.token, { method: 'POST', url: DOOR });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('refuses staff and anonymous callers', async () => {
    expect((await kit.call(cuber.token, { method: 'POST', url: DOOR })).statusCode).toBe(403);
    expect((await kit.call(undefined, { method: 'POST', url: DOOR })).statusCode).toBe(401);
  });

  it('stops working once demo mode is turned off', async () => {
    const token = demoGuest.token;
    expect((await kit.call(token, { method: 'POST', url: '/api/guest/reservation/current/disable-demo' })).statusCode).toBe(200);
    expect((await kit.call(token, { method: 'POST', url: DOOR })).json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('refuses a malformed body with INVALID_INPUT', async () => {
    const response = await kit.call(demoGuest.token, { method: 'POST', url: DOOR, payload: { door: 42 } });
    expect(response.statusCode).toBe(400);
  });
});
