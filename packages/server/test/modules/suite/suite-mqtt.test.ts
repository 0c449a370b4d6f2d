import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { deviceSchema, presetResultSchema } from '@stay/contract';
import { buildApp } from '../../../src/app';
import { clearRetained, connectTestBroker, TEST_BROKER_URL } from '../../platform/devices/fake-zigbee2mqtt-device';
import { startZigbee2MqttEmulator, type Zigbee2MqttEmulator } from '../../platform/devices/zigbee2mqtt-emulator';
import { describeEachDialect } from '../../support';
import { createGuestStay, type GuestStay } from './test-fixtures';

const BASE = '/api/guest/accommodation/current';

/** The whole path with real devices: HTTP → service → MQTT adapter → Mosquitto → an emulated Zigbee2MQTT. */
describeEachDialect('guest accommodation over MQTT', (ctx) => {
  const prefix = `stay-test-${randomUUID()}`;
  let bus: MqttClient;
  let app: FastifyInstance;
  let guest: GuestStay;
  let bridge: Zigbee2MqttEmulator;

  beforeAll(async () => {
    bus = await connectTestBroker();
    bridge = await startZigbee2MqttEmulator(bus, prefix, [
      { friendlyName: 'suite-7/front-door', model: 'yaleLock', state: { state: 'LOCK', lock_state: 'locked' }, behaviour: { reportsStaleFirst: true } },
      { friendlyName: 'suite-7/valve', model: 'tuyaValve', state: { current_heating_setpoint: 20, local_temperature: 19, system_mode: 'auto' }, behaviour: { reportsStaleFirst: true } },
      { friendlyName: 'suite-7/lamp', model: 'ikeaBulb', state: { state: 'ON', brightness: 254 } },
      { friendlyName: 'suite-7/silent-lamp', model: 'ikeaBulb', state: { state: 'OFF' }, behaviour: { isUnconfirming: true } },
      { friendlyName: 'suite-7/ally', model: 'danfossAlly', state: { occupied_heating_setpoint: 21, local_temperature: 20, system_mode: 'heat' } },
      { friendlyName: 'suite-7/gate', model: 'yaleLock', state: { state: 'LOCK', lock_state: 'locked' }, behaviour: { isRefusing: true } },
      { friendlyName: 'suite-7/dimmer', model: 'twoGangDimmer', state: { state_l1: 'OFF', brightness_l1: 0, state_l2: 'OFF', brightness_l2: 0 } },
    ]);
    app = await buildApp({
      config: { ...ctx.config, mqttUrl: TEST_BROKER_URL, mqttTopicPrefix: prefix, deviceTimeoutMs: 400 },
      db: ctx.db,
      logger: false,
    });
    await app.ready();
    guest = await createGuestStay(ctx.db, ctx.accessTokens, 'mqtt-guest', {
      activationInHours: -1,
      deactivationInHours: 24,
      devices: [
        { type: 'LOCK', name: 'Front door', connector: 'mqtt', external_id: 'suite-7/front-door' },
        { type: 'CLIMATE', name: 'Living room', connector: 'mqtt', external_id: 'suite-7/valve' },
        { type: 'LIGHT', name: 'Lamp', connector: 'mqtt', external_id: 'suite-7/lamp' },
        { type: 'LIGHT', name: 'Broken lamp', connector: 'mqtt', external_id: 'suite-7/silent-lamp' },
        { type: 'CLIMATE', name: 'Bedroom', connector: 'mqtt', external_id: 'suite-7/ally' },
        { type: 'LOCK', name: 'Gate', connector: 'mqtt', external_id: 'suite-7/gate' },
        { type: 'LIGHT', name: 'Reading light', connector: 'mqtt', external_id: 'suite-7/dimmer', endpoint: 'l2' },
      ],
    });
  });

  afterAll(async () => {
    await app?.close();
    if (bus) await clearRetained(bus, bridge?.retainedTopics() ?? []);
    await bus?.endAsync();
  });

  const post = (url: string, payload?: object) =>
    app.inject({ method: 'POST', url, headers: { accesstoken: guest.token }, ...(payload ? { payload } : {}) });
  const control = (index: number, payload: object) => post(`${BASE}/domotica/mqtt-guest-${index}/control`, payload);

  it('locks a real door and answers only once the lock reports locked', async () => {
    const unlocked = await control(0, { command: 'UNLOCK' });
    expect(deviceSchema.parse(unlocked.json()).state).toMatchObject({ status: 'ok', value: 'UNLOCKED' });
    const locked = await control(0, { command: 'LOCK' });
    expect(locked.statusCode).toBe(200);
    expect(deviceSchema.parse(locked.json()).state).toMatchObject({ status: 'ok', value: 'LOCKED' });
    expect(bridge.received.get('suite-7/front-door')).toEqual([{ state: 'UNLOCK' }, { state: 'LOCK' }]);
  });

  it('applies 23 °C on a TuYa valve and keeps its schedule', async () => {
    const response = await control(1, { command: 'SET_TEMPERATURE', value: 23 });
    expect(response.statusCode).toBe(200);
    expect(deviceSchema.parse(response.json()).state).toMatchObject({ status: 'ok', value: { targetTemperature: 23 } });
    expect(bridge.stateOf('suite-7/valve')).toMatchObject({ current_heating_setpoint: 23, system_mode: 'auto' });
  });

  it('turns a heat-only valve off by its lowest setpoint instead of failing', async () => {
    const response = await control(4, { command: 'SET_POWER', on: false });
    expect(response.statusCode).toBe(200);
    expect(deviceSchema.parse(response.json()).state).toMatchObject({ status: 'ok', value: { targetTemperature: 5, on: false } });
  });

  it('answers a command sent but not confirmed in time with state unknown, not as a failure', async () => {
    const response = await control(3, { command: 'SET_POWER', on: true });
    expect(response.statusCode).toBe(200);
    expect(deviceSchema.parse(response.json()).state).toMatchObject({ status: 'unknown', value: null });
    expect(bridge.received.get('suite-7/silent-lamp')).toEqual([{ state: 'ON' }]);
  });

  it('answers a device’s refusal with its own code', async () => {
    const response = await control(5, { command: 'UNLOCK' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: 'DEVICE_REFUSED_COMMAND' });
  });

  it('drives one gang of a 2-gang dimmer', async () => {
    const response = await control(6, { command: 'SET_LIGHT', on: true, brightness: 60 });
    expect(deviceSchema.parse(response.json()).state).toMatchObject({ status: 'ok', value: { on: true, brightness: 60 } });
    expect(bridge.stateOf('suite-7/dimmer')).toMatchObject({ state_l1: 'OFF', state_l2: 'ON', brightness_l2: 152 });
  });

  it('applies a preset to every real device and tells which were not confirmed or refused', async () => {
    const response = await post(`${BASE}/preset/good-night`);
    const { results } = presetResultSchema.parse(response.json());
    expect(results.map(({ domotica: device, ok, code }) => [device._id, ok, code])).toEqual([
      ['mqtt-guest-0', true, null],
      ['mqtt-guest-1', true, null],
      ['mqtt-guest-2', true, null],
      ['mqtt-guest-3', false, null],
      ['mqtt-guest-4', true, null],
      ['mqtt-guest-5', false, 'DEVICE_REFUSED_COMMAND'],
      ['mqtt-guest-6', true, null],
    ]);
  });
});
