import { randomUUID } from 'node:crypto';
import { connect as connectTcp, createServer, type Server, type Socket } from 'node:net';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearRetained, connectTestBroker, TEST_BROKER_URL } from './fake-zigbee2mqtt-device';
import { startZigbee2MqttEmulator, type Zigbee2MqttEmulator } from './zigbee2mqtt-emulator';
import { createMqttDevices } from '../../../src/platform/devices/mqtt';
import {
  DeviceNotAnsweringError,
  DeviceRefusedError,
  DeviceUnavailableError,
  DeviceUnconfirmedError,
  type DeviceConnector,
} from '../../../src/platform/devices/port';

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

const TIMEOUT_MS = 600;

describe('MQTT device adapter against Mosquitto and an emulated Zigbee2MQTT', () => {
  const prefix = `stay-test-${randomUUID()}`;
  let bus: MqttClient;
  let bridge: Zigbee2MqttEmulator;
  let connector: DeviceConnector;

  beforeAll(async () => {
    bus = await connectTestBroker();
    bridge = await startZigbee2MqttEmulator(bus, prefix, [
      { friendlyName: 'front-door', model: 'yaleLock', state: { state: 'LOCK', lock_state: 'locked', battery: 90 } },
      { friendlyName: 'back-door', model: 'yaleLock', state: { state: 'UNLOCK', lock_state: 'unlocked' }, behaviour: { reportsStaleFirst: true } },
      { friendlyName: 'shed-door', model: 'yaleLock', state: { state: 'UNLOCK', lock_state: 'unlocked' }, behaviour: { isJammed: true } },
      { friendlyName: 'gate', model: 'yaleLock', state: { state: 'LOCK', lock_state: 'locked' }, behaviour: { isRefusing: true } },
      { friendlyName: 'garage', model: 'yaleLock', state: { state: 'LOCK', lock_state: 'locked' }, behaviour: { isUnconfirming: true } },
      { friendlyName: 'ally', model: 'danfossAlly', state: { occupied_heating_setpoint: 20, local_temperature: 19.5, system_mode: 'heat' } },
      {
        friendlyName: 'living/valve',
        model: 'tuyaValve',
        state: { current_heating_setpoint: 20, local_temperature: 18, system_mode: 'auto', preset: 'schedule' },
        behaviour: { reportsStaleFirst: true },
      },
      { friendlyName: 'bath/valve', model: 'tuyaValve', state: { current_heating_setpoint: 16, local_temperature: 17, system_mode: 'off', preset: 'manual' } },
      { friendlyName: 'bulb', model: 'ikeaBulb', state: { state: 'OFF', brightness: 100 } },
      { friendlyName: 'dimmer', model: 'twoGangDimmer', state: { state_l1: 'ON', brightness_l1: 254, state_l2: 'OFF', brightness_l2: 10 } },
      { friendlyName: 'quiet-bulb', model: 'ikeaBulb', state: { state: 'OFF' }, behaviour: { isSilent: true } },
    ]);
    connector = createMqttDevices({ url: TEST_BROKER_URL, topicPrefix: prefix, timeoutMs: TIMEOUT_MS });
  });

  afterAll(async () => {
    await connector?.close();
    if (bus) await clearRetained(bus, [...(bridge?.retainedTopics() ?? []), `${prefix}/stale-door`, `${prefix}/dead-valve/availability`]);
    await bus?.endAsync();
  });

  it('lists the devices Zigbee2MQTT reports: one per lock and thermostat, one per gang of a dimmer', async () => {
    const found = await connector.discover();
    expect(found.map((device) => [device.externalId, device.endpoint, device.type])).toEqual(
      expect.arrayContaining([
        ['front-door', null, 'LOCK'],
        ['ally', null, 'CLIMATE'],
        ['living/valve', null, 'CLIMATE'],
        ['bulb', null, 'LIGHT'],
        ['dimmer', 'l1', 'LIGHT'],
        ['dimmer', 'l2', 'LIGHT'],
      ]),
    );
    expect(found.find((device) => device.externalId === 'ally')).toMatchObject({ model: '014G2461', vendor: 'Danfoss' });
    expect(found.some((device) => device.externalId === 'Coordinator')).toBe(false);
  });

  it('unlocks a lock with `state` and answers the `lock_state` it reports', async () => {
    const report = await connector.send({ externalId: 'front-door', type: 'LOCK' }, { command: 'UNLOCK' });
    expect(report).toEqual({ status: 'ok', value: 'UNLOCKED' });
    expect(bridge.received.get('front-door')).toEqual([{ state: 'UNLOCK' }]);
  });

  it('does not take a report still carrying the old lock_state as the answer to LOCK', async () => {
    const report = await connector.send({ externalId: 'back-door', type: 'LOCK' }, { command: 'LOCK' });
    expect(report).toEqual({ status: 'ok', value: 'LOCKED' });
    expect(bridge.stateOf('back-door')).toMatchObject({ lock_state: 'locked' });
  });

  it('answers a lock whose motor stalls as jammed', async () => {
    await expect(connector.send({ externalId: 'shed-door', type: 'LOCK' }, { command: 'LOCK' })).resolves.toEqual({ status: 'jammed', value: null });
  });

  it('sets a TuYa valve with its own setpoint key, waits for the new setpoint and leaves its schedule (auto) alone', async () => {
    const report = await connector.send({ externalId: 'living/valve', type: 'CLIMATE' }, { command: 'SET_TEMPERATURE', value: 23 });
    expect(report).toEqual({ status: 'ok', value: { targetTemperature: 23, currentTemperature: 18, on: true } });
    expect(bridge.received.get('living/valve')).toEqual([{ current_heating_setpoint: 23 }]);
    expect(bridge.stateOf('living/valve')).toMatchObject({ current_heating_setpoint: 23, system_mode: 'auto' });
  });

  it('switches a valve that is off to heat when the guest sets a temperature', async () => {
    const valve = { externalId: 'bath/valve', type: 'CLIMATE' } as const;
    await expect(connector.refresh(valve)).resolves.toMatchObject({ value: { on: false } });
    const report = await connector.send(valve, { command: 'SET_TEMPERATURE', value: 21 });
    expect(report).toMatchObject({ status: 'ok', value: { targetTemperature: 21, on: true } });
    expect(bridge.received.get('bath/valve')?.at(-1)).toEqual({ current_heating_setpoint: 21, system_mode: 'heat' });
    await expect(connector.send(valve, { command: 'SET_POWER', on: false })).resolves.toMatchObject({ value: { on: false } });
    expect(bridge.received.get('bath/valve')?.at(-1)).toEqual({ system_mode: 'off' });
  });

  it('turns a heat-only Danfoss Ally "off" by its lowest setpoint, and back on by a temperature', async () => {
    const ally = { externalId: 'ally', type: 'CLIMATE' } as const;
    const off = await connector.send(ally, { command: 'SET_POWER', on: false });
    expect(off).toEqual({ status: 'ok', value: { targetTemperature: 5, currentTemperature: 19.5, on: false } });
    expect(bridge.received.get('ally')).toEqual([{ occupied_heating_setpoint: 5 }]);
    const warm = await connector.send(ally, { command: 'SET_TEMPERATURE', value: 21.5 });
    expect(warm).toMatchObject({ value: { targetTemperature: 21.5, on: true } });
    expect(bridge.stateOf('ally')).toMatchObject({ system_mode: 'heat' });
  });

  it('dims an IKEA bulb on Zigbee2MQTT’s 0–254 scale', async () => {
    const report = await connector.send({ externalId: 'bulb', type: 'LIGHT' }, { command: 'SET_LIGHT', on: true, brightness: 50 });
    expect(report).toEqual({ status: 'ok', value: { on: true, brightness: 50 } });
    expect(bridge.received.get('bulb')).toEqual([{ state: 'ON', brightness: 127 }]);
  });

  it('drives each gang of a 2-gang dimmer by its endpoint-suffixed keys', async () => {
    const second = { externalId: 'dimmer', type: 'LIGHT', endpoint: 'l2' } as const;
    const report = await connector.send(second, { command: 'SET_LIGHT', on: true, brightness: 40 });
    expect(report).toEqual({ status: 'ok', value: { on: true, brightness: 40 } });
    expect(bridge.received.get('dimmer')).toEqual([{ state_l2: 'ON', brightness_l2: 102 }]);
    expect(bridge.stateOf('dimmer')).toMatchObject({ state_l1: 'ON', brightness_l1: 254 });
    await expect(connector.refresh({ externalId: 'dimmer', type: 'LIGHT', endpoint: 'l1' })).resolves.toEqual({
      status: 'ok',
      value: { on: true, brightness: 100 },
    });
    expect(bridge.received.get('dimmer')?.at(-1)).toEqual({ state_l1: '', brightness_l1: '' });
  });

  it('turns the refusal Zigbee2MQTT logs into the device’s refusal, before the timeout', async () => {
    const started = performance.now();
    await expect(connector.send({ externalId: 'gate', type: 'LOCK' }, { command: 'UNLOCK' })).rejects.toBeInstanceOf(DeviceRefusedError);
    expect(performance.now() - started).toBeLessThan(TIMEOUT_MS);
  });

  it('reports a command that went out but was not confirmed in time as unconfirmed, not failed', async () => {
    await expect(connector.send({ externalId: 'garage', type: 'LOCK' }, { command: 'UNLOCK' })).rejects.toBeInstanceOf(DeviceUnconfirmedError);
    expect(bridge.received.get('garage')).toEqual([{ state: 'UNLOCK' }]);
  });

  it('does not take a retained old state as the answer of a device that never answers', async () => {
    await bus.publishAsync(`${prefix}/stale-door`, JSON.stringify({ state: 'LOCK', lock_state: 'locked' }), { retain: true, qos: 1 });
    await expect(connector.refresh({ externalId: 'stale-door', type: 'LOCK' })).rejects.toBeInstanceOf(DeviceNotAnsweringError);
    await expect(connector.refresh({ externalId: 'quiet-bulb', type: 'LIGHT' })).rejects.toMatchObject({ status: 'unknown' });
  });

  it('reports a device its bridge marks offline as unavailable, without sending', async () => {
    await bus.publishAsync(`${prefix}/dead-valve/availability`, JSON.stringify({ state: 'offline' }), { retain: true, qos: 1 });
    await expect(connector.refresh({ externalId: 'dead-valve', type: 'CLIMATE' })).rejects.toBeInstanceOf(DeviceUnavailableError);
  });
});

describe('MQTT device adapter when Zigbee2MQTT itself is offline', () => {
  it('answers the bridge’s own unavailability and sends nothing', async () => {
    const prefix = `stay-test-${randomUUID()}`;
    const bus = await connectTestBroker();
    const bridge = await startZigbee2MqttEmulator(bus, prefix, [
      { friendlyName: 'front-door', model: 'yaleLock', state: { state: 'LOCK', lock_state: 'locked' } },
    ]);
    await bridge.setBridgeState('offline');
    const connector = createMqttDevices({ url: TEST_BROKER_URL, topicPrefix: prefix, timeoutMs: TIMEOUT_MS });
    try {
      const attempt = connector.send({ externalId: 'front-door', type: 'LOCK' }, { command: 'UNLOCK' });
      await expect(attempt).rejects.toBeInstanceOf(DeviceUnavailableError);
      await expect(attempt).rejects.toMatchObject({ source: 'bridge' });
      await expect(connector.discover()).rejects.toMatchObject({ source: 'bridge' });
      expect(bridge.received.get('front-door')).toEqual([]);
    } finally {
      await connector.close();
      await clearRetained(bus, bridge.retainedTopics());
      await bus.endAsync();
    }
  });
});

/** A TCP gate before the broker: it holds every connection until released, so a test decides when the adapter connects. */
async function startGate(): Promise<{ url: string; release(): void; close(): Promise<void> }> {
  const held: Socket[] = [];
  const upstreams: Socket[] = [];
  let isOpen = false;
  const pass = (socket: Socket) => {
    const brokerUrl = new URL(TEST_BROKER_URL);
    const upstream = connectTcp(Number(brokerUrl.port || 1883), brokerUrl.hostname);
    upstreams.push(upstream);
    socket.pipe(upstream);
    upstream.pipe(socket);
  };
  const server: Server = createServer((socket) => (isOpen ? pass(socket) : held.push(socket)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The gate has no port');
  return {
    url: `mqtt://127.0.0.1:${address.port}`,
    release: () => {
      isOpen = true;
      held.splice(0).forEach(pass);
    },
    close: async () => {
      [...held, ...upstreams].forEach((socket) => socket.destroy());
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('MQTT device adapter timing', () => {
  it('never sends a command late, after the caller was told it failed', async () => {
    const prefix = `stay-test-${randomUUID()}`;
    const listener = await connectTestBroker();
    const commandTopic = `${prefix}/late-door/set`;
    const arrived: string[] = [];
    await listener.subscribeAsync(commandTopic, { qos: 1 });
    const barrierArrived = new Promise<void>((resolve) =>
      listener.on('message', (_, payload) => {
        arrived.push(payload.toString());
        if (payload.toString() === 'barrier') resolve();
      }),
    );
    const gate = await startGate();
    const late = createMqttDevices({ url: gate.url, topicPrefix: prefix, timeoutMs: 100 });
    const lateClient = createdClients.at(-1) as MqttClient;
    try {
      // The broker stays out of reach past the deadline: the caller is told the command was not sent.
      await expect(late.send({ externalId: 'late-door', type: 'LOCK' }, { command: 'UNLOCK' })).rejects.toBeInstanceOf(DeviceUnavailableError);
      // Then the connection goes through. The abandoned command would go out right after its subscriptions are
      // acknowledged (the last is an unsubscribe); a marker sent through the same connection after that arrives
      // after anything the adapter sends.
      const subscribed = new Promise<void>((resolve) => lateClient.on('packetreceive', (packet) => packet.cmd === 'unsuback' && resolve()));
      gate.release();
      await subscribed;
      await new Promise((resolve) => setImmediate(resolve));
      await lateClient.publishAsync(commandTopic, 'barrier', { qos: 1 });
      await barrierArrived;
      expect(arrived).toEqual(['barrier']);
    } finally {
      await late.close();
      await gate.close();
      await listener.endAsync();
    }
  });

  it('reports every device as unavailable when the broker cannot be reached', async () => {
    const gate = await startGate();
    const unreachable = createMqttDevices({ url: gate.url, topicPrefix: `stay-test-${randomUUID()}`, timeoutMs: 100 });
    try {
      await expect(unreachable.send({ externalId: 'front-door', type: 'LOCK' }, { command: 'UNLOCK' })).rejects.toBeInstanceOf(
        DeviceUnavailableError,
      );
      await expect(unreachable.discover()).rejects.toBeInstanceOf(DeviceUnavailableError);
    } finally {
      await unreachable.close();
      await gate.close();
    }
  });
});
