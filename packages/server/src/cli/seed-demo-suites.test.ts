import { expect, it } from 'vitest';
import { suiteSchema } from '@stay/contract';
import { describeEachDialect } from '../test-support';
import { DEMO_GUEST, DEMO_RESERVATION_ID } from './demo-data';
import { seedDemoSuites } from './seed-demo-suites';

describeEachDialect('seedDemoSuites', (ctx) => {
  it("gives the demo guest's suite a lock, a thermostat and two lights they can use", async () => {
    // The demo guest's suite, in case the main seed has not linked it (yet).
    await ctx.db
      .insertInto('accommodations')
      .values({ id: 'demo-accommodation-zeezicht-12', name: 'Suite Zeezicht 12', location_id: null })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
    await ctx.db
      .insertInto('reservation_accommodations')
      .values({ reservation_id: DEMO_RESERVATION_ID, accommodation_id: 'demo-accommodation-zeezicht-12', position: 0 })
      .onConflict((conflict) => conflict.columns(['reservation_id', 'position']).doNothing())
      .execute();

    const lines: string[] = [];
    await seedDemoSuites(ctx.db, { log: (line) => lines.push(line) });
    expect(lines[0]).toMatch(/^Demo suites: \d+ devices added to \d+ suites \(simulator\)$/);
    expect(await seedDemoSuites(ctx.db, { log: () => {} })).toMatchObject({ devices: 0 });

    const session = await ctx.login(DEMO_GUEST.email);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/guest/accommodation/current',
      headers: { accesstoken: session.accesstoken },
    });
    expect(response.statusCode).toBe(200);
    const suite = suiteSchema.parse(response.json());
    expect(suite.domoticas.map((device) => [device.type, device.name])).toEqual([
      ['LOCK', 'Front door'],
      ['CLIMATE', 'Thermostat'],
      ['LIGHT', 'Living room'],
      ['LIGHT', 'Bedroom'],
    ]);
    expect(suite.controlsAreActive).toBe(true);
    expect(suite.domoticas.every((device) => device.state?.status === 'ok')).toBe(true);
  });
});
