import { expect, it } from 'vitest';
import { DEFAULT_CLIMATE_RULES, instantAt, type ClimateValue } from '@stay/contract';
import { runClimatePass } from '../../../src/modules/climate/climate-pass';
import { describeEachDialect } from '../../support';
import { useStayApp } from '../../support/stay-app';

const TZ = 'Europe/Amsterdam';
const HOUR = 60 * 60_000;
const WEEK_START = instantAt('2026-01-12', '00:00', TZ);
const WEEK_END = instantAt('2026-01-19', '00:00', TZ);
/** Two stays in the week: Monday to Wednesday and Thursday to Sunday (five nights). */
const STAYS = [
  { start: { days: 0, time: '15:00' }, end: { days: 2, time: '10:00' } },
  { start: { days: 3, time: '15:00' }, end: { days: 6, time: '10:00' } },
];

/**
 * A simulated winter week (8 °C outside) of one suite with a metered thermostat, run with the default climate rules and
 * without any (the thermostat left at the comfort setpoint), the job passing every hour on the
 * simulated clock. Prints both meters' kWh.
 */
describeEachDialect('a simulated week with and without the eco rules', (ctx) => {
  const kit = useStayApp(ctx);

  it('uses less energy with the eco rules, and the job counts what the meter counted', async () => {
    await ctx.factories.settings();
    const withRules = await ctx.factories.location({ timeZone: TZ });
    const withoutRules = await ctx.factories.location({ timeZone: TZ });
    const manager = await ctx.factories.staff({ role: 'MANAGEMENT', locationId: withRules.id, workgroup: 'Management' });
    const saved = await kit.call(manager.token, { method: 'POST', url: '/api/employee/climate/rules', payload: DEFAULT_CLIMATE_RULES });
    expect(saved.statusCode, saved.body).toBe(200);

    const meters: Record<'with' | 'without', string> = { with: `week-energy-with-${ctx.dialect}`, without: `week-energy-without-${ctx.dialect}` };
    const suites: Record<'with' | 'without', string> = { with: '', without: '' };
    for (const [key, locationId] of [['with', withRules.id], ['without', withoutRules.id]] as const) {
      const suite = await ctx.factories.suite({ locationId, name: `Dune ${key}` });
      suites[key] = suite.id;
      for (const stay of STAYS) {
        const reservation = await ctx.factories.reservation({ now: WEEK_START, locationId, ...stay });
        await ctx.db.insertInto('reservation_accommodations').values({ reservation_id: reservation.id, accommodation_id: suite.id, position: 0 }).execute();
      }
      await ctx.factories.device({ suiteId: suite.id, type: 'CLIMATE', externalId: meters[key] });
    }
    const simulator = kit.app.devices.simulator;
    const meterOf = (key: 'with' | 'without') => (simulator.peek({ externalId: meters[key], type: 'CLIMATE' }) as ClimateValue).energy ?? 0;

    kit.clock.set(WEEK_START);
    await simulator.send({ externalId: meters.without, type: 'CLIMATE' }, { command: 'SET_TEMPERATURE', value: DEFAULT_CLIMATE_RULES.comfortSetpoint });
    const startKwh = { with: meterOf('with'), without: meterOf('without') };
    for (let at = WEEK_START.getTime(); at <= WEEK_END.getTime(); at += HOUR) {
      kit.clock.set(new Date(at));
      await runClimatePass({ db: ctx.db, devices: kit.app.devices }, new Date(at));
    }
    kit.clock.set(WEEK_END);
    const used = { with: meterOf('with') - startKwh.with, without: meterOf('without') - startKwh.without };
    const counted = await ctx.db.selectFrom('climate_energy').select(['kwh']).where('accommodation_id', '=', suites.with).execute();
    const countedKwh = counted.reduce((sum, row) => sum + Number(row.kwh), 0);
    const actions = await ctx.db.selectFrom('climate_actions').select(['reason', 'at']).where('accommodation_id', '=', suites.with).orderBy('at').execute();

    console.log(
      `Simulated week (${ctx.dialect}): ${used.without.toFixed(1)} kWh without the eco rules, ${used.with.toFixed(1)} kWh with them ` +
        `(${(((used.without - used.with) / used.without) * 100).toFixed(0)} % less); the job counted ${countedKwh.toFixed(1)} kWh; ` +
        `setpoints: ${actions.map((action) => action.reason).join(', ')}`,
    );
    expect(used.with).toBeLessThan(used.without);
    // The job counts from its first look on: all but the first hour of the week.
    expect(countedKwh).toBeGreaterThan(used.with - 1);
    expect(countedKwh).toBeLessThanOrEqual(used.with + 0.01);
    expect(actions.map((action) => action.reason)).toEqual(['EMPTY', 'PRE_HEAT', 'DEPARTURE', 'PRE_HEAT', 'DEPARTURE']);
  });
});
