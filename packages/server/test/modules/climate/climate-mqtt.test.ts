import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_CLIMATE_RULES } from '@stay/contract';
import { buildApp } from '../../../src/app';
import { runClimatePass } from '../../../src/modules/climate/climate-pass';
import { insertDevices } from '../../../src/modules/suite/repository';
import { clearRetained, connectTestBroker, TEST_BROKER_URL } from '../../platform/devices/fake-zigbee2mqtt-device';
import { startZigbee2MqttEmulator, type Zigbee2MqttEmulator } from '../../platform/devices/zigbee2mqtt-emulator';
import { describeEachDialect } from '../../support';

const MINUTE = 60_000;

/** The climate rules over real devices: the job → MQTT adapter → Mosquitto → an emulated Zigbee2MQTT with two thermostats. */
describeEachDialect('climate rules over MQTT', (ctx) => {
  const prefix = `stay-climate-${randomUUID()}`;
  let bus: MqttClient;
  let app: FastifyInstance;
  let bridge: Zigbee2MqttEmulator;
  let reservationId: string;

  beforeAll(async () => {
    bus = await connectTestBroker();
    bridge = await startZigbee2MqttEmulator(bus, prefix, [
      // A floor-heating thermostat with its own energy meter, and a radiator valve that meters nothing.
      { friendlyName: 'dune-4/floor', model: 'namronThermostat', state: { occupied_heating_setpoint: 16, local_temperature: 16, system_mode: 'heat', energy: 120.5, power: 0 } },
      { friendlyName: 'dune-4/valve', model: 'danfossAlly', state: { occupied_heating_setpoint: 16, local_temperature: 16, system_mode: 'heat' } },
    ]);
    app = await buildApp({ config: { ...ctx.config, mqttUrl: TEST_BROKER_URL, mqttTopicPrefix: prefix, deviceTimeoutMs: 400 }, db: ctx.db, logger: false });
    await app.ready();
    await ctx.factories.settings();
    const location = await ctx.factories.location();
    const manager = await ctx.factories.staff({ role: 'MANAGEMENT', locationId: location.id, workgroup: 'Management' });
    const saved = await app.inject({ method: 'POST', url: '/api/employee/climate/rules', headers: { accesstoken: manager.token }, payload: DEFAULT_CLIMATE_RULES });
    expect(saved.statusCode, saved.body).toBe(200);
    const { reservation } = await ctx.factories.stay({ locationId: location.id, suites: ['Dune 4'] });
    reservationId = reservation.id;
    const suiteId = reservation.suiteIds[0] as string;
    await insertDevices(ctx.db, [
      { id: 'climate-floor', accommodation_id: suiteId, type: 'CLIMATE', name: 'Floor', position: 0, connector: 'mqtt', external_id: 'dune-4/floor' },
      { id: 'climate-valve', accommodation_id: suiteId, type: 'CLIMATE', name: 'Radiator', position: 1, connector: 'mqtt', external_id: 'dune-4/valve' },
    ]);
  });

  afterAll(async () => {
    await app?.close();
    if (bus) await clearRetained(bus, bridge?.retainedTopics() ?? []);
    await bus?.endAsync();
  });

  it('gives the stay its comfort setpoint on both thermostats, confirmed, and counts metered kWh and heating minutes', async () => {
    const start = new Date();
    const pass = (minutes: number) => runClimatePass({ db: ctx.db, devices: app.devices }, new Date(start.getTime() + minutes * MINUTE));
    expect(await pass(0)).toBe(1);
    expect(bridge.stateOf('dune-4/floor')).toMatchObject({ occupied_heating_setpoint: 20.5 });
    expect(bridge.stateOf('dune-4/valve')).toMatchObject({ occupied_heating_setpoint: 20.5 });
    const [action] = await ctx.db.selectFrom('climate_actions').selectAll().execute();
    expect(action).toMatchObject({ reason: 'ARRIVAL', is_done: 1 });

    // Twenty minutes of heating: the floor's meter counted 0.6 kWh; the valve only says it was heating.
    await bridge.report('dune-4/floor', { energy: 121.1, local_temperature: 17.5, power: 1800 });
    expect(await pass(20)).toBe(0);
    const rows = await ctx.db.selectFrom('climate_energy').selectAll().where('reservation_id', '=', reservationId).execute();
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]?.kwh)).toBeCloseTo(0.6, 6);
    expect(Number(rows[0]?.heating_minutes)).toBeCloseTo(40, 6);
    expect(rows[0]?.is_metered).toBe(1);
    expect(bridge.received.get('dune-4/floor')).toContainEqual(expect.objectContaining({ energy: '' }));
  });
});
