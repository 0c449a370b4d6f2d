import { randomUUID } from 'node:crypto';
import { connectAsync, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMqttDomotics } from './mqtt';
import { DeviceNotAnsweringError, DeviceUnavailableError, type DomoticsConnector } from './port';

/** These tests speak to a real broker (ARCHITECTURE convention 9); start one with `mosquitto -d`. */
const BROKER_URL = process.env.MQTT_TEST_URL ?? 'mqtt://127.0.0.1:1883';
const TIMEOUT_MS = 400;
const prefix = `stay-test-${randomUUID()}`;

/** A Zigbee2MQTT-like device: answers `/set` and `/get` with its full state on the retained state topic. */
async function startFakeDevice(client: MqttClient, friendlyName: string, initial: Record<string, unknown>) {
  const stateTopic = `${prefix}/${friendlyName}`;
  let state = { ...initial };
  const received: unknown[] = [];
  await client.subscribeAsync([`${stateTopic}/set`, `${stateTopic}/get`]);
  client.on('message', (topic, message) => {
    if (topic !== `${stateTopic}/set` && topic !== `${stateTopic}/get`) return;
    const payload = JSON.parse(message.toString()) as Record<string, unknown>;
    received.push(payload);
    if (topic.endsWith('/set')) state = { ...state, ...payload, ...(payload.state === 'LOCK' ? { lock_state: 'locked' } : {}) };
    if (payload.state === 'UNLOCK' && topic.endsWith('/set')) state.lock_state = 'unlocked';
    void client.publishAsync(stateTopic, JSON.stringify(state), { retain: true });
  });
  await client.publishAsync(stateTopic, JSON.stringify(state), { retain: true });
  return { received };
}

describe('MQTT domotics adapter against Mosquitto', () => {
  let devices: MqttClient;
  let connector: DomoticsConnector;
  const retainedTopics: string[] = [];

  beforeAll(async () => {
    try {
      devices = await connectAsync(BROKER_URL, { connectTimeout: 3_000, reconnectPeriod: 0 });
    } catch (error) {
      throw new Error(`No MQTT broker at ${BROKER_URL}: start Mosquitto (mosquitto -d) to run these tests`, { cause: error });
    }
    connector = createMqttDomotics({ url: BROKER_URL, topicPrefix: prefix, timeoutMs: TIMEOUT_MS });
  });

  afterAll(async () => {
    // Clear what the fake devices left retained on the broker.
    await Promise.all(retainedTopics.map((topic) => devices?.publishAsync(topic, '', { retain: true })));
    await connector?.close();
    await devices?.endAsync();
  });

  const retain = (topic: string) => retainedTopics.push(`${prefix}/${topic}`);

  it('sends a lock command to `<prefix>/<device>/set` and answers with the state the device reports', async () => {
    retain('front-door');
    const door = await startFakeDevice(devices, 'front-door', { state: 'LOCK', lock_state: 'locked' });
    const report = await connector.send({ externalId: 'front-door', type: 'LOCK' }, { command: 'UNLOCK' });
    expect(report).toEqual({ status: 'ok', value: 'UNLOCKED' });
    expect(door.received).toEqual([{ state: 'UNLOCK' }]);
  });

  it('refreshes through `<prefix>/<device>/get`', async () => {
    retain('living/lamp');
    const lamp = await startFakeDevice(devices, 'living/lamp', { state: 'ON', brightness: 254 });
    const report = await connector.refresh({ externalId: 'living/lamp', type: 'LIGHT' });
    expect(report).toEqual({ status: 'ok', value: { on: true, brightness: 100 } });
    expect(lamp.received).toEqual([{ state: '', brightness: '' }]);

    const dimmed = await connector.send({ externalId: 'living/lamp', type: 'LIGHT' }, { command: 'SET_LIGHT', on: true, brightness: 50 });
    expect(dimmed).toEqual({ status: 'ok', value: { on: true, brightness: 50 } });
  });

  it('does not take a retained old state as the answer of a device that never answers', async () => {
    retain('silent-door');
    await devices.publishAsync(`${prefix}/silent-door`, JSON.stringify({ state: 'LOCK', lock_state: 'locked' }), { retain: true });
    const started = Date.now();
    const attempt = connector.send({ externalId: 'silent-door', type: 'LOCK' }, { command: 'UNLOCK' });
    await expect(attempt).rejects.toBeInstanceOf(DeviceNotAnsweringError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    await expect(connector.refresh({ externalId: 'silent-door', type: 'LOCK' })).rejects.toMatchObject({ status: 'unknown' });
  });

  it('reports a device its bridge marks offline as unavailable', async () => {
    retain('dead-thermostat/availability');
    await devices.publishAsync(`${prefix}/dead-thermostat/availability`, JSON.stringify({ state: 'offline' }), { retain: true });
    await expect(connector.refresh({ externalId: 'dead-thermostat', type: 'CLIMATE' })).rejects.toBeInstanceOf(
      DeviceUnavailableError,
    );
  });

  it('reports every device as unavailable when the broker cannot be reached', async () => {
    const unreachable = createMqttDomotics({ url: 'mqtt://127.0.0.1:1', topicPrefix: prefix, timeoutMs: 200 });
    try {
      await expect(unreachable.send({ externalId: 'front-door', type: 'LOCK' }, { command: 'UNLOCK' })).rejects.toBeInstanceOf(
        DeviceUnavailableError,
      );
    } finally {
      await unreachable.close();
    }
  });
});
