import { expect, it } from 'vitest';
import { suiteSchema } from '@stay/contract';
import { describeEachDialect } from '@stay/server/test-support';
import { DEMO_GUEST } from '../src/demo-data';
import { seedDemoSuites } from '../src/seed-demo-suites';
import { seedDemoData } from './seed-demo-data';

describeEachDialect('seedDemoSuites', (ctx) => {
  it("gives the demo guest's suite a lock, a thermostat and two lights they can use", async () => {
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

  it.each([
    ['lukas@demo.stay', ['Haustür', 'Thermostat', 'Wohnzimmer', 'Schlafzimmer']],
    ['camille@demo.stay', ["Porte d'entrée", 'Thermostat', 'Salon', 'Chambre']],
  ])('names the devices of %s in their language', async (email, names) => {
    await seedDemoSuites(ctx.db, { log: () => {} });
    const session = await ctx.login(email);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/guest/accommodation/current', headers: { accesstoken: session.accesstoken } });
    expect(response.statusCode, response.body).toBe(200);
    expect(suiteSchema.parse(response.json()).domoticas.map((device) => device.name)).toEqual(names);
    const stored = await ctx.db.selectFrom('domoticas').select(['name', 'name_nl']).where('name', '=', 'Front door').execute();
    expect(stored.every((row) => row.name_nl === 'Voordeur')).toBe(true);
  });
}, { seed: seedDemoData });
