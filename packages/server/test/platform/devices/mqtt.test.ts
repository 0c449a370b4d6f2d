import { randomUUID } from 'node:crypto';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearRetained, connectTestBroker, startFakeDevice, TEST_BROKER_URL } from './fake-zigbee2mqtt-device';
import { createMqttDevices } from '../../../src/platform/devices/mqtt';
import { DeviceNotAnsweringError, DeviceUnavailableError, isDeviceFailure, type DeviceConnector } from '../../../src/platform/devices/port';

/** Every MQTT client created in this file, newest last, so a test can send through the adapter's own connection. */
const createdClients = vi.hoisted(() => [] as MqttClient[]);

vi.mock('mqtt', async (importOriginal) => {
  const actual = await importOriginal<typeof import('mqtt')>();
  const recordingConnect = ((...args: Parameters<typeof actual.connect>) => {
    const client = actual.connect(...args);
    createdClients.push(client);
    return client;
  }) as typeof actual.connect;
  return { ...actual, connect: recordingConnect };
});

const TIMEOUT_MS = 400;
const prefix = `stay-test-${randomUUID()}`;

describe('MQTT domotics adapter against Mosquitto', () => {
  let devices: MqttClient;
  let connector: DeviceConnector;
  const retainedTopics: string[] = [];

  beforeAll(async () => {
    devices = await connectTestBroker();
    connector = createMqttDevices({ url: TEST_BROKER_URL, topicPrefix: prefix, timeoutMs: TIMEOUT_MS });
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
    const commandTopic = `${prefix}/late-door/set`;
    await listener.subscribeAsync(commandTopic, { qos: 1 });
    const barrierArrived = new Promise<void>((resolve) =>
      listener.on('message', (_, payload) => {
        late.push(payload.toString());
        if (payload.toString() === 'barrier') resolve();
      }),
    );
    // A timeout shorter than the connection takes: the deadline passes before the command could be published.
    const hasty = createMqttDevices({ url: TEST_BROKER_URL, topicPrefix: prefix, timeoutMs: 1 });
    const hastyClient = createdClients.at(-1) as MqttClient;
    const subscribed = new Promise<void>((resolve) => hastyClient.on('packetreceive', (packet) => packet.cmd === 'suback' && resolve()));
    try {
      await expect(hasty.send({ externalId: 'late-door', type: 'LOCK' }, { command: 'UNLOCK' })).rejects.toSatisfy(isDeviceFailure);
      // Barrier: the abandoned command goes on once the device's subscription is acknowledged. After that, a marker
      // sent through the same connection reaches the listener after any command the adapter would still send.
      await subscribed;
      await new Promise((resolve) => setImmediate(resolve));
      await hastyClient.publishAsync(commandTopic, 'barrier', { qos: 1 });
      await barrierArrived;
      expect(late).toEqual(['barrier']);
    } finally {
      await hasty.close();
      await listener.endAsync();
    }
  });

  it('reports every device as unavailable when the broker cannot be reached', async () => {
    const unreachable = createMqttDevices({ url: 'mqtt://127.0.0.1:1', topicPrefix: prefix, timeoutMs: 200 });
    try {
      await expect(unreachable.send({ externalId: 'front-door', type: 'LOCK' }, { command: 'UNLOCK' })).rejects.toBeInstanceOf(
        DeviceUnavailableError,
      );
    } finally {
      await unreachable.close();
    }
  });
});
