import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { deviceSchema, presetResultSchema } from '@stay/contract';
import { buildApp } from '../../../src/app';
import { clearRetained, connectTestBroker, startFakeDevice, TEST_BROKER_URL, type FakeDevice } from '../../platform/devices/fake-zigbee2mqtt-device';
import { describeEachDialect } from '../../support';
import { createGuestStay, type GuestStay } from './test-fixtures';

const BASE = '/api/guest/accommodation/current';

/** The whole path with real devices: HTTP → service → MQTT adapter → Mosquitto → a Zigbee2MQTT-like device. */
describeEachDialect('guest accommodation over MQTT', (ctx) => {
  const prefix = `stay-test-${randomUUID()}`;
  let devices: MqttClient;
  let app: FastifyInstance;
  let guest: GuestStay;
  let door: FakeDevice;

  beforeAll(async () => {
    devices = await connectTestBroker();
    app = await buildApp({
      config: { ...ctx.config, mqttUrl: TEST_BROKER_URL, mqttTopicPrefix: prefix, deviceTimeoutMs: 300 },
      db: ctx.db,
      logger: false,
    });
    await app.ready();
    door = await startFakeDevice(devices, prefix, 'suite-7/front-door', { state: 'LOCK', lock_state: 'locked' });
    await startFakeDevice(devices, prefix, 'suite-7/lamp', { state: 'ON', brightness: 254 });
    guest = await createGuestStay(ctx.db, ctx.accessTokens, 'mqtt-guest', {
      activationInHours: -1,
      deactivationInHours: 24,
      devices: [
        { type: 'LOCK', name: 'Front door', connector: 'mqtt', external_id: 'suite-7/front-door' },
        { type: 'LIGHT', name: 'Lamp', connector: 'mqtt', external_id: 'suite-7/lamp' },
        { type: 'LIGHT', name: 'Broken lamp', connector: 'mqtt', external_id: 'suite-7/silent-lamp' },
      ],
    });
  });

  afterAll(async () => {
    await app?.close();
    if (devices) await clearRetained(devices, [`${prefix}/suite-7/front-door`, `${prefix}/suite-7/lamp`]);
    await devices?.endAsync();
  });

  const post = (url: string, payload?: object) =>
    app.inject({ method: 'POST', url, headers: { accesstoken: guest.token }, ...(payload ? { payload } : {}) });

  it('unlocks a real door through the broker', async () => {
    const response = await post(`${BASE}/domotica/mqtt-guest-0/control`, { command: 'UNLOCK' });
    expect(response.statusCode).toBe(200);
    expect(deviceSchema.parse(response.json()).state).toMatchObject({ status: 'ok', value: 'UNLOCKED' });
    expect(door.received).toContainEqual({ state: 'UNLOCK' });
  });

  it('fails a command to a device that never answers and shows it as unknown', async () => {
    const response = await post(`${BASE}/domotica/mqtt-guest-2/control`, { command: 'SET_POWER', on: true });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: 'APICONNECTOR_NOT_FOUND' });
    const refreshed = await post(`${BASE}/domotica/mqtt-guest-2/refresh`);
    expect(deviceSchema.parse(refreshed.json()).state).toMatchObject({ status: 'unknown', value: null });
  });

  it('applies a preset to every real device and reports the silent one', async () => {
    const response = await post(`${BASE}/preset/good-night`);
    const { results } = presetResultSchema.parse(response.json());
    expect(results.map(({ domotica: device, ok, code }) => [device._id, ok, code])).toEqual([
      ['mqtt-guest-0', true, null],
      ['mqtt-guest-1', true, null],
      ['mqtt-guest-2', false, 'APICONNECTOR_NOT_FOUND'],
    ]);
    expect(door.received.at(-1)).toEqual({ state: 'LOCK' });
  });
});
