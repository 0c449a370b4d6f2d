import { randomUUID } from 'node:crypto';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearRetained, connectTestBroker, startFakeDevice, TEST_BROKER_URL } from './fake-zigbee2mqtt-device';
import { createMqttDomotics } from './mqtt';
import { DeviceNotAnsweringError, DeviceUnavailableError, isDeviceFailure, type DomoticsConnector } from './port';

const TIMEOUT_MS = 400;
const prefix = `stay-test-${randomUUID()}`;

describe('MQTT domotics adapter against Mosquitto', () => {
  let devices: MqttClient;
  let connector: DomoticsConnector;
  const retainedTopics: string[] = [];

  beforeAll(async () => {
    devices = await connectTestBroker();
    connector = createMqttDomotics({ url: TEST_BROKER_URL, topicPrefix: prefix, timeoutMs: TIMEOUT_MS });
  });

  afterAll(async () => {
    if (devices) await clearRetained(devices, retainedTopics);
    await connector?.close();
    await devices?.endAsync();
  });

  const retain = (topic: string) => retainedTopics.push(`${prefix}/${topic}`);

  it('sends a lock command to `<prefix>/<device>/set` and answers with the state the device reports', async () => {
    retain('front-door');
    const door = await startFakeDevice(devices, prefix, 'front-door', { state: 'LOCK', lock_state: 'locked' });
    const report = await connector.send({ externalId: 'front-door', type: 'LOCK' }, { command: 'UNLOCK' });
    expect(report).toEqual({ status: 'ok', value: 'UNLOCKED' });
    expect(door.received).toEqual([{ state: 'UNLOCK' }]);
  });

  it('refreshes through `<prefix>/<device>/get`', async () => {
    retain('living/lamp');
    const lamp = await startFakeDevice(devices, prefix, 'living/lamp', { state: 'ON', brightness: 254 });
    const report = await connector.refresh({ externalId: 'living/lamp', type: 'LIGHT' });
    expect(report).toEqual({ status: 'ok', value: { on: true, brightness: 100 } });
    expect(lamp.received).toEqual([{ state: '', brightness: '' }]);

    const dimmed = await connector.send({ externalId: 'living/lamp', type: 'LIGHT' }, { command: 'SET_LIGHT', on: true, brightness: 50 });
    expect(dimmed).toEqual({ status: 'ok', value: { on: true, brightness: 50 } });
  });

  it('does not take a retained old state as the answer of a device that never answers', async () => {
    retain('silent-door');
    await devices.publishAsync(`${prefix}/silent-door`, JSON.stringify({ state: 'LOCK', lock_state: 'locked' }), { retain: true, qos: 1 });
    const started = Date.now();
    const attempt = connector.send({ externalId: 'silent-door', type: 'LOCK' }, { command: 'UNLOCK' });
    await expect(attempt).rejects.toBeInstanceOf(DeviceNotAnsweringError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    await expect(connector.refresh({ externalId: 'silent-door', type: 'LOCK' })).rejects.toMatchObject({ status: 'unknown' });
  });

  it('reports a device its bridge marks offline as unavailable', async () => {
    retain('dead-thermostat/availability');
    await devices.publishAsync(`${prefix}/dead-thermostat/availability`, JSON.stringify({ state: 'offline' }), { retain: true, qos: 1 });
    await expect(connector.refresh({ externalId: 'dead-thermostat', type: 'CLIMATE' })).rejects.toBeInstanceOf(
      DeviceUnavailableError,
    );
  });

  it('never sends a command late, after the caller was told it failed', async () => {
    const listener = await connectTestBroker();
    const late: string[] = [];
    await listener.subscribeAsync(`${prefix}/late-door/set`, { qos: 1 });
    listener.on('message', (topic) => late.push(topic));
    // A timeout shorter than the connection takes: the deadline passes before the command could be published.
    const hasty = createMqttDomotics({ url: TEST_BROKER_URL, topicPrefix: prefix, timeoutMs: 1 });
    try {
      await expect(hasty.send({ externalId: 'late-door', type: 'LOCK' }, { command: 'UNLOCK' })).rejects.toSatisfy(isDeviceFailure);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(late).toEqual([]);
    } finally {
      await hasty.close();
      await listener.endAsync();
    }
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
