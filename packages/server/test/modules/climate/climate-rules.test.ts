import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { climateActionSchema, instantAt, wallClockTime, type ClimateRules, type StaffRole } from '@stay/contract';
import { z } from 'zod';
import { runClimatePass } from '../../../src/modules/climate/climate-pass';
import { describeEachDialect } from '../../support';
import type { TestStaff } from '../../support/factories';
import { useStayApp } from '../../support/stay-app';

const TZ = 'Europe/Amsterdam';
const RULES_URL = '/api/employee/climate/rules';
const RULES: ClimateRules = {
  ecoSetpoint: 16,
  comfortSetpoint: 20.5,
  guestMin: 16,
  guestMax: 23,
  isPreHeatOn: true,
  isEcoAfterCheckOn: true,
  vacantEcoAfterMinutes: null,
};
const local = (day: string, time: string) => instantAt(day, time, TZ);

describeEachDialect('climate rules', (ctx) => {
  const kit = useStayApp(ctx);
  let locationId: string;
  let staff: Record<StaffRole, TestStaff>;

  /** One pass of the job at `at`, the simulated rooms on the same clock. */
  const passAt = async (at: Date) => {
    kit.clock.set(at);
    return runClimatePass({ db: ctx.db, devices: kit.app.devices }, at);
  };
  const saveRules = async (rules: Partial<ClimateRules> = {}) => {
    const answer = await kit.request(staff.MANAGEMENT, 'POST', RULES_URL, { ...RULES, ...rules });
    expect(answer.statusCode, answer.body).toBe(200);
  };
  const actionsOf = async (suiteId: string) => {
    const answer = await kit.request(staff.MANAGEMENT, 'GET', `/api/employee/climate/actions?suite=${suiteId}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return z.array(climateActionSchema).parse(answer.json()).reverse();
  };
  const thermostatOf = (externalId: string) => kit.app.devices.simulator.peek({ externalId, type: 'CLIMATE' });

  /** A suite with a thermostat and a lock, booked from `arrival` to `departure`. */
  async function bookedSuite(arrival: Date, departure: Date, options: { thermostatId?: string } = {}) {
    const { reservation, guest } = await ctx.factories.stay({ now: arrival, locationId, suites: ['Dune 4'], start: { days: 0, time: wallClockTime(arrival, TZ) }, end: { days: Math.round((departure.getTime() - arrival.getTime()) / 86_400_000), time: wallClockTime(departure, TZ) } });
    const suiteId = reservation.suiteIds[0] as string;
    const thermostat = await ctx.factories.device({ suiteId, type: 'CLIMATE', ...(options.thermostatId ? { externalId: options.thermostatId } : {}) });
    const lock = await ctx.factories.device({ suiteId, type: 'LOCK' });
    return { reservation, guest, suiteId, thermostat: options.thermostatId ?? thermostat, lock };
  }

  beforeAll(async () => {
    await ctx.factories.settings();
  });

  // Each test its own park: a pass looks at every suite of every location with rules.
  beforeEach(async () => {
    locationId = (await ctx.factories.location({ timeZone: TZ })).id;
    staff = await ctx.factories.staffOfEveryRole(locationId);
    await saveRules();
  });

  afterEach(async () => {
    kit.clock.reset();
    kit.app.devices.simulator.reset();
    await ctx.db.deleteFrom('climate_rules').execute();
  });

  it('pre-heats from the measured rate so the suite is warm at a 15:00 arrival on the day the clocks go forward, then learns the rate', async () => {
    const arrival = local('2026-03-29', '15:00');
    const { suiteId, thermostat } = await bookedSuite(arrival, local('2026-04-01', '10:00'));
    // Empty: eco at the first look; by noon the room has cooled to it.
    expect(await passAt(local('2026-03-29', '00:00'))).toBe(1);
    expect(thermostatOf(thermostat)).toMatchObject({ targetTemperature: 16 });
    // 16 → 20.5 °C at the default 1.5 °C/h takes three hours: the pre-heat starts at 12:00 local (10:00 UTC), not before.
    expect(await passAt(local('2026-03-29', '11:59'))).toBe(0);
    expect(thermostatOf(thermostat)).toMatchObject({ targetTemperature: 16, currentTemperature: 16 });
    expect(await passAt(local('2026-03-29', '12:00'))).toBe(1);
    expect(thermostatOf(thermostat)).toMatchObject({ targetTemperature: 20.5 });
    // The simulated room warms at 2 °C/h: reached at 14:15, and the rate is measured.
    expect(await passAt(local('2026-03-29', '14:15'))).toBe(0);
    const rate = await ctx.db.selectFrom('suite_warm_up').selectAll().where('accommodation_id', '=', suiteId).executeTakeFirstOrThrow();
    expect(Number(rate.rate)).toBe(2);
    expect(await passAt(arrival)).toBe(0);
    const actions = await actionsOf(suiteId);
    expect(actions.map(({ reason, setpoint, isDone }) => ({ reason, setpoint, isDone }))).toEqual([
      { reason: 'EMPTY', setpoint: 16, isDone: true },
      { reason: 'PRE_HEAT', setpoint: 20.5, isDone: true },
    ]);
    expect(actions[1]?.at).toBe('2026-03-29T10:00:00.000Z');
    expect(wallClockTime(actions[1]?.at as string, TZ)).toBe('12:00');
  });

  it('goes to eco at a 10:00 departure on the day the clocks go back (09:00 UTC), not a minute before', async () => {
    const departure = local('2026-10-25', '10:00');
    const { suiteId, thermostat } = await bookedSuite(local('2026-10-22', '15:00'), departure);
    expect(await passAt(local('2026-10-25', '09:59'))).toBe(1);
    expect(thermostatOf(thermostat)).toMatchObject({ targetTemperature: 20.5 });
    expect(await passAt(local('2026-10-25', '09:59'))).toBe(0);
    expect(await passAt(departure)).toBe(1);
    expect(thermostatOf(thermostat)).toMatchObject({ targetTemperature: 16 });
    const actions = await actionsOf(suiteId);
    expect(actions.map(({ reason, at }) => ({ reason, at }))).toEqual([
      { reason: 'ARRIVAL', at: local('2026-10-25', '09:59').toISOString() },
      { reason: 'DEPARTURE', at: '2026-10-25T09:00:00.000Z' },
    ]);
  });

  it('gives each setpoint once when several instances pass at the same time', async () => {
    const { suiteId } = await bookedSuite(local('2026-05-04', '15:00'), local('2026-05-08', '10:00'));
    const at = local('2026-05-05', '12:00');
    kit.clock.set(at);
    const given = await Promise.all([0, 1, 2].map(() => runClimatePass({ db: ctx.db, devices: kit.app.devices }, at)));
    expect(given.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await actionsOf(suiteId)).toHaveLength(1);
  });

  it('sets the eco setpoint of the climate rules at a self check-out, logged once with the departure', async () => {
    await saveRules({ ecoSetpoint: 15 });
    const departure = local('2026-10-25', '10:00');
    const { suiteId, thermostat, lock, guest } = await bookedSuite(local('2026-10-22', '15:00'), departure);
    await passAt(local('2026-10-25', '08:00'));
    kit.clock.set(local('2026-10-25', '08:15'));
    const checkOut = await kit.request(guest, 'POST', '/api/guest/check-out', { confirmed: [0, 1, 2, 3] });
    expect(checkOut.statusCode, checkOut.body).toBe(200);
    expect(thermostatOf(thermostat)).toMatchObject({ targetTemperature: 15 });
    expect(kit.app.devices.simulator.peek({ externalId: lock, type: 'LOCK' })).toBe('LOCKED');
    expect(await passAt(local('2026-10-25', '08:20'))).toBe(0);
    expect(await passAt(departure)).toBe(0);
    expect((await actionsOf(suiteId)).map(({ reason, setpoint }) => ({ reason, setpoint }))).toEqual([
      { reason: 'ARRIVAL', setpoint: 20.5 },
      { reason: 'CHECK_OUT', setpoint: 15 },
    ]);
  });

  it('goes to eco after the quiet minutes with every door locked, and back to comfort when the guest comes in', async () => {
    await saveRules({ vacantEcoAfterMinutes: 60 });
    const { suiteId, thermostat, lock, guest } = await bookedSuite(local('2026-06-01', '15:00'), local('2026-06-05', '10:00'));
    const control = (device: string, body: object) => kit.request(guest, 'POST', `/api/guest/accommodation/current/domotica/${device}/control`, body);
    kit.clock.set(local('2026-06-02', '09:00'));
    expect((await control(lock, { command: 'UNLOCK' })).statusCode).toBe(200);
    expect((await control(lock, { command: 'LOCK' })).statusCode).toBe(200);
    expect(await passAt(local('2026-06-02', '09:30'))).toBe(1); // the comfort setpoint of the stay
    expect(await passAt(local('2026-06-02', '09:59'))).toBe(0);
    // The unlock happened a few milliseconds after 09:00 on the running test clock: quiet for an hour by 10:01.
    expect(await passAt(local('2026-06-02', '10:01'))).toBe(1);
    expect(thermostatOf(thermostat)).toMatchObject({ targetTemperature: 16 });
    kit.clock.set(local('2026-06-02', '17:00'));
    expect((await control(lock, { command: 'UNLOCK' })).statusCode).toBe(200);
    expect(await passAt(local('2026-06-02', '17:01'))).toBe(1);
    expect(thermostatOf(thermostat)).toMatchObject({ targetTemperature: 20.5 });
    expect((await actionsOf(suiteId)).map((action) => action.reason)).toEqual(['ARRIVAL', 'VACANT', 'RETURN']);
  });

  it('holds the guest to the range: a temperature outside is refused, presets are clamped, the suite says the range', async () => {
    await saveRules({ guestMin: 18, guestMax: 22, comfortSetpoint: 20 });
    const { thermostat, guest } = await bookedSuite(local('2026-06-01', '15:00'), local('2026-06-05', '10:00'));
    kit.clock.set(local('2026-06-02', '20:00'));
    const set = (value: number) => kit.request(guest, 'POST', `/api/guest/accommodation/current/domotica/${thermostat}/control`, { command: 'SET_TEMPERATURE', value });
    const tooWarm = await set(22.5);
    expect(tooWarm.statusCode).toBe(400);
    expect(tooWarm.json()).toMatchObject({ code: 'TEMPERATURE_OUTSIDE_GUEST_RANGE' });
    expect((await set(22)).statusCode).toBe(200);
    expect((await set(17.5)).json()).toMatchObject({ code: 'TEMPERATURE_OUTSIDE_GUEST_RANGE' });
    expect(thermostatOf(thermostat)).toMatchObject({ targetTemperature: 22 });
    // Good night asks for 17 °C: held to 18.
    const preset = await kit.request(guest, 'POST', '/api/guest/accommodation/current/preset/good-night');
    expect(preset.statusCode, preset.body).toBe(200);
    expect(thermostatOf(thermostat)).toMatchObject({ targetTemperature: 18 });
    const suite = await kit.request(guest, 'GET', '/api/guest/accommodation/current');
    expect(suite.json()).toMatchObject({ guestTemperatureRange: { min: 18, max: 22 } });
  });

  it('keeps the rules per location: management saves, backoffice reads, other roles and bad rules are refused', async () => {
    const rules = await kit.request(staff.BACKOFFICE, 'GET', RULES_URL);
    expect(rules.json()).toEqual(RULES);
    expect((await kit.request(staff.BACKOFFICE, 'POST', RULES_URL, RULES)).statusCode).toBe(403);
    expect((await kit.request(staff.GUIDE, 'GET', RULES_URL)).statusCode).toBe(403);
    const outside = await kit.request(staff.MANAGEMENT, 'POST', RULES_URL, { ...RULES, comfortSetpoint: 24 });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({ code: 'INVALID_INPUT' });
    const upsideDown = await kit.request(staff.MANAGEMENT, 'POST', RULES_URL, { ...RULES, guestMin: 22, guestMax: 18 });
    expect(upsideDown.json()).toMatchObject({ code: 'INVALID_INPUT' });
    const elsewhere = await ctx.factories.location({ timeZone: TZ });
    const otherManager = await ctx.factories.staff({ role: 'MANAGEMENT', locationId: elsewhere.id, workgroup: 'Management' });
    expect((await kit.request(otherManager, 'POST', RULES_URL, { ...RULES, ecoSetpoint: 12 })).statusCode).toBe(200);
    expect((await kit.request(staff.MANAGEMENT, 'GET', RULES_URL)).json()).toEqual(RULES);
  });

  it('counts energy per stay: metered kWh where the thermostat reports it, heating minutes for both, and the guest sees theirs beside the park', async () => {
    const arrival = local('2026-02-02', '15:00');
    const departure = local('2026-02-04', '10:00');
    const metered = await bookedSuite(arrival, departure, { thermostatId: `valve-energy-${Date.now()}` });
    const plain = await bookedSuite(arrival, departure);
    for (let hour = 0; hour <= 48; hour += 1) await passAt(new Date(arrival.getTime() + hour * 3_600_000));
    const rows = await ctx.db.selectFrom('climate_energy').selectAll().where('reservation_id', 'in', [metered.reservation.id, plain.reservation.id]).execute();
    const total = (reservationId: string, key: 'kwh' | 'heating_minutes') => rows.filter((row) => row.reservation_id === reservationId).reduce((sum, row) => sum + Number(row[key]), 0);
    expect(total(metered.reservation.id, 'kwh')).toBeGreaterThan(1);
    expect(total(plain.reservation.id, 'kwh')).toBe(0);
    expect(total(plain.reservation.id, 'heating_minutes')).toBeGreaterThan(60);
    expect(rows.filter((row) => row.reservation_id === plain.reservation.id).every((row) => row.is_metered === 0)).toBe(true);

    const energy = await kit.request(metered.guest, 'GET', '/api/guest/climate/energy');
    expect(energy.statusCode, energy.body).toBe(200);
    expect(energy.json()).toMatchObject({ source: 'meter', nights: 2 });
    expect((await kit.request(plain.guest, 'GET', '/api/guest/climate/energy')).json()).toMatchObject({ source: 'heating-time', kwhPerNight: null });

    const report = await kit.request(staff.BACKOFFICE, 'GET', '/api/employee/climate/energy?weeks=2');
    expect(report.statusCode, report.body).toBe(200);
    const weeks = (report.json() as { weeks: Array<{ suiteId: string; weekStart: string; kwh: number | null; heatingMinutes: number }> }).weeks;
    const week = (suiteId: string) => weeks.find((row) => row.suiteId === suiteId && row.weekStart === '2026-02-02');
    expect(week(metered.suiteId)?.kwh).toBeGreaterThan(1);
    expect(week(plain.suiteId)).toMatchObject({ kwh: null });
    expect(week(plain.suiteId)?.heatingMinutes).toBeGreaterThan(60);
  });
});

