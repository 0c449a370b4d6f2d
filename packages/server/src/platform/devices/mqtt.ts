import { randomUUID } from 'node:crypto';
import { connect, type MqttClient } from 'mqtt';
import type { DeviceCommand } from '@stay/contract';
import {
  DeviceNotAnsweringError,
  DeviceRefusedError,
  DeviceUnavailableError,
  DeviceUnconfirmedError,
  type DeviceAddress,
  type DeviceFailure,
  type DeviceReport,
  type DeviceConnector,
  type DiscoveredDevice,
} from './port';
import { candidatesOf, parseBridgeDevices, type Zigbee2MqttDevice } from './zigbee2mqtt-exposes';
import {
  commandPayload,
  isCommandConfirmed,
  parseAvailability,
  parseStatePayload,
  profileOf,
  refreshPayload,
  refusedDeviceOf,
  type DeviceProfile,
} from './zigbee2mqtt-payloads';

export interface MqttDeviceOptions {
  url: string;
  /** Zigbee2MQTT's base topic, e.g. `stay` → commands on `stay/<device>/set`. */
  topicPrefix: string;
  timeoutMs: number;
  /** The first error of each connection outage (the client keeps reconnecting by itself). */
  onConnectionError?: (error: Error) => void;
}

interface DeviceListener {
  onReport(payload: unknown): void;
  onRefusal(message: string): void;
}

const BRIDGE_TOPICS = ['bridge/devices', 'bridge/state', 'bridge/logging', 'bridge/response/#'] as const;

/**
 * Devices behind Zigbee2MQTT. The retained `<prefix>/bridge/devices` says what each device exposes, so each is driven
 * by its own keys; `bridge/state` tells a stopped bridge, `bridge/logging` a device's refusal. A command is published
 * to `<prefix>/<device>/set` and answered by the live report that carries the commanded value; a refresh goes to
 * `<prefix>/<device>/get` and is answered by the next live report. The retained availability topic
 * `<prefix>/<device>/availability` tells an offline device from a silent one.
 */
export function createMqttDevices({ url, topicPrefix, timeoutMs, onConnectionError }: MqttDeviceOptions): DeviceConnector {
  const prefix = topicPrefix.replace(/\/+$/, '');
  const client: MqttClient = connect(url, {
    clientId: `stay-server-${randomUUID()}`,
    reconnectPeriod: 1_000,
    // Never queue a command while disconnected: a door must not unlock minutes after the guest was told it failed.
    queueQoSZero: false,
  });
  // The client retries every second; tell about an outage once, not on every attempt.
  let isOutageReported = false;
  client.on('error', (error) => {
    if (isOutageReported) return;
    isOutageReported = true;
    onConnectionError?.(error);
  });
  client.on('connect', () => {
    isOutageReported = false;
  });

  const stateTopicOf = (externalId: string) => `${prefix}/${externalId}`;
  const subscriptions = new Map<string, Promise<unknown>>();
  const availability = new Map<string, 'online' | 'offline'>();
  const lastStates = new Map<string, Record<string, unknown>>();
  const listeners = new Map<string, Set<DeviceListener>>();
  let bridgeDevices: Map<string, Zigbee2MqttDevice> | undefined;
  let bridgeState: 'online' | 'offline' | undefined;

  function parseJson(text: string): unknown {
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  }

  function onBridgeMessage(topic: string, text: string): void {
    if (topic === 'bridge/devices') {
      bridgeDevices = parseBridgeDevices(parseJson(text)) ?? bridgeDevices;
    } else if (topic === 'bridge/state') {
      bridgeState = parseAvailability(text) ?? bridgeState;
    } else if (topic === 'bridge/logging') {
      const refusal = refusedDeviceOf(parseJson(text));
      if (refusal) for (const listener of listeners.get(refusal.friendlyName) ?? []) listener.onRefusal(refusal.message);
    } else if (topic.startsWith('bridge/response/')) {
      // A refused bridge request about a device: `{"status":"error","error":"…","data":{"id":"<friendly name>"}}`.
      const response = parseJson(text) as { status?: unknown; error?: unknown; data?: { id?: unknown } } | undefined;
      const id = response?.data?.id;
      if (response?.status !== 'error' || typeof id !== 'string') return;
      for (const listener of listeners.get(id) ?? []) listener.onRefusal(String(response.error));
    }
  }

  client.on('message', (topic, message, packet) => {
    if (!topic.startsWith(`${prefix}/`)) return;
    const rest = topic.slice(prefix.length + 1);
    const text = message.toString();
    if (rest.startsWith('bridge/')) return onBridgeMessage(rest, text);
    if (rest.endsWith('/availability')) {
      const state = parseAvailability(text);
      if (state) availability.set(rest.slice(0, -'/availability'.length), state);
      return;
    }
    const payload = parseJson(text);
    if (typeof payload === 'object' && payload !== null && !Array.isArray(payload)) {
      lastStates.set(rest, { ...lastStates.get(rest), ...(payload as Record<string, unknown>) });
    }
    // A retained message is history from before we asked; only a live report answers a request.
    if (packet.retain) return;
    for (const listener of listeners.get(rest) ?? []) listener.onReport(payload);
  });

  let bridgeSubscription: Promise<unknown> | undefined;
  function subscribeBridge(): Promise<unknown> {
    bridgeSubscription ??= client.subscribeAsync(
      BRIDGE_TOPICS.map((topic) => `${prefix}/${topic}`),
      { qos: 1 },
    );
    bridgeSubscription.catch(() => (bridgeSubscription = undefined));
    return bridgeSubscription;
  }

  /**
   * Subscribes to the device and waits until the broker has delivered its retained messages (the bridge's device list,
   * the device's last state and availability): the broker sends them before it answers a later request on the same
   * connection, so an unsubscribe's acknowledgement is the barrier.
   */
  function subscribe(externalId: string): Promise<unknown> {
    let subscription = subscriptions.get(externalId);
    if (!subscription) {
      const topic = stateTopicOf(externalId);
      subscription = Promise.all([subscribeBridge(), client.subscribeAsync([topic, `${topic}/availability`], { qos: 1 })]).then(() =>
        client.unsubscribeAsync(`${prefix}/stay-server-barrier`),
      );
      subscription.catch(() => subscriptions.delete(externalId));
      subscriptions.set(externalId, subscription);
    }
    return subscription;
  }

  let whenConnected: Promise<void> | undefined;
  function connected(): Promise<void> {
    if (client.connected) return Promise.resolve();
    whenConnected ??= new Promise((resolve) =>
      client.once('connect', () => {
        whenConnected = undefined;
        resolve();
      }),
    );
    return whenConnected;
  }

  function listen(externalId: string, listener: DeviceListener): () => void {
    let deviceListeners = listeners.get(externalId);
    if (!deviceListeners) listeners.set(externalId, (deviceListeners = new Set()));
    deviceListeners.add(listener);
    return () => {
      deviceListeners.delete(listener);
      if (deviceListeners.size === 0) listeners.delete(externalId);
    };
  }

  /** Why a device cannot be reached before anything was sent, or undefined when nothing is known against it. */
  function knownUnavailability(externalId: string): DeviceUnavailableError | undefined {
    if (!client.connected) return new DeviceUnavailableError(externalId, `the MQTT broker at ${url} is not reachable`);
    if (bridgeState === 'offline') return new DeviceUnavailableError(externalId, 'Zigbee2MQTT reports its bridge offline', 'bridge');
    if (availability.get(externalId) === 'offline') return new DeviceUnavailableError(externalId, 'its bridge reports it offline');
    return undefined;
  }

  function profileFor(device: DeviceAddress): DeviceProfile {
    const profile = profileOf(device.type, device.endpoint, bridgeDevices?.get(device.externalId));
    if (!profile) {
      const what = device.endpoint ? `a ${device.type} on endpoint ${device.endpoint}` : `a ${device.type}`;
      throw new DeviceRefusedError(device.externalId, `Zigbee2MQTT lists it without ${what}`);
    }
    return profile;
  }

  /**
   * One request: prepares (connects, subscribes), publishes, and waits for the answer. The deadline and the publish
   * decide between them synchronously: before the publish the caller is told nothing was sent, after it a command is
   * reported unconfirmed, never failed; a command is never published once the caller has been answered.
   */
  function exchange(
    device: DeviceAddress,
    suffix: 'set' | 'get',
    payloadOf: (profile: DeviceProfile) => Record<string, unknown>,
    isAnswer: (profile: DeviceProfile, report: DeviceReport) => boolean,
  ): Promise<DeviceReport> {
    const { externalId } = device;
    let phase: 'preparing' | 'published' | 'settled' = 'preparing';
    let stopListening = () => {};
    return new Promise<DeviceReport>((resolve, reject) => {
      const settle = (outcome: () => void) => {
        if (phase === 'settled') return;
        phase = 'settled';
        clearTimeout(timer);
        stopListening();
        outcome();
      };
      const fail = (failure: DeviceFailure) => settle(() => reject(failure));
      const timer = setTimeout(() => {
        if (phase === 'published' && suffix === 'set') return fail(new DeviceUnconfirmedError(externalId, timeoutMs));
        fail(knownUnavailability(externalId) ?? new DeviceNotAnsweringError(externalId, timeoutMs));
      }, timeoutMs);

      void (async () => {
        await connected();
        await subscribe(externalId);
        if (phase !== 'preparing') return;
        const unavailable = knownUnavailability(externalId);
        if (unavailable) return fail(unavailable);
        const profile = profileFor(device);
        stopListening = listen(externalId, {
          onReport: (message) => {
            const report = parseStatePayload(profile, message);
            if (report && isAnswer(profile, report)) settle(() => resolve(report));
          },
          onRefusal: (reason) => fail(new DeviceRefusedError(externalId, reason)),
        });
        phase = 'published';
        client.publish(`${stateTopicOf(externalId)}/${suffix}`, JSON.stringify(payloadOf(profile)), { qos: 0 });
      })().catch((error: unknown) => {
        if (phase !== 'preparing') return;
        fail(error instanceof DeviceRefusedError ? error : (knownUnavailability(externalId) ?? new DeviceNotAnsweringError(externalId, timeoutMs)));
      });
    });
  }

  async function discover(): Promise<DiscoveredDevice[]> {
    const ready = (async () => {
      await connected();
      await subscribeBridge();
      await client.unsubscribeAsync(`${prefix}/stay-server-barrier`);
    })();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new DeviceUnavailableError('bridge', `the MQTT broker at ${url} did not answer`)), timeoutMs);
    });
    try {
      await Promise.race([ready, deadline]);
    } finally {
      clearTimeout(timer);
    }
    if (bridgeState === 'offline') throw new DeviceUnavailableError('bridge', 'Zigbee2MQTT reports its bridge offline', 'bridge');
    return [...(bridgeDevices?.values() ?? [])].flatMap(candidatesOf);
  }

  return {
    name: 'mqtt',
    send: (device: DeviceAddress, command: DeviceCommand) =>
      exchange(
        device,
        'set',
        (profile) => commandPayload(profile, command, lastStates.get(device.externalId)),
        (profile, report) => isCommandConfirmed(profile, command, report),
      ),
    refresh: (device: DeviceAddress) =>
      exchange(
        device,
        'get',
        refreshPayload,
        () => true,
      ),
    discover,
    close: async () => {
      await client.endAsync(!client.connected);
    },
  };
}
