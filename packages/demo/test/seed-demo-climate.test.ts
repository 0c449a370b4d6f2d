import { expect, it } from 'vitest';
import { stayEnergySchema } from '@stay/contract';
import { describeEachDialect } from '@stay/server/test-support';
import { DEMO_GUEST } from '../src/demo-data';
import { seedDemoClimate } from '../src/seed-demo-climate';
import { seedDemoData } from './seed-demo-data';

describeEachDialect('seedDemoClimate', (ctx) => {
  it("gives the park its climate rules and a week of setpoints and energy, so the guest's card compares with the park", async () => {
    const lines: string[] = [];
    await seedDemoClimate(ctx.db, { log: (line) => lines.push(line) });
    expect(lines[0]).toMatch(/^Demo climate: the rules, \d+ setpoints and \d+ stay days of energy added$/);
    const again: string[] = [];
    await seedDemoClimate(ctx.db, { log: (line) => again.push(line) });
    expect(again[0]).toBe('Demo climate: the rules, 0 setpoints and 0 stay days of energy added');

    const session = await ctx.login(DEMO_GUEST.email);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/guest/climate/energy', headers: { accesstoken: session.accesstoken } });
    expect(response.statusCode, response.body).toBe(200);
    const energy = stayEnergySchema.parse(response.json());
    expect(energy).toMatchObject({ source: 'meter' });
    expect(energy.kwhPerNight).toBeGreaterThan(0);
    expect(energy.parkKwhPerNight).toBeGreaterThan(0);
  });
}, { seed: seedDemoData });
