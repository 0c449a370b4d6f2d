import { randomUUID } from 'node:crypto';
import { connect, type MqttClient } from 'mqtt';
import type { DeviceCommand } from '@stay/contract';
import {
  DeviceNotAnsweringError,
  DeviceUnavailableError,
  type DeviceAddress,
  type DeviceFailure,
  type DeviceReport,
  type DeviceConnector,
} from './port';
import { commandPayload, parseAvailability, parseStatePayload, refreshPayload } from './zigbee2mqtt-payloads';

export interface MqttDeviceOptions {
  url: string;
  /** Zigbee2MQTT's base topic, e.g. `stay` → commands on `stay/<device>/set`. */
  topicPrefix: string;
  timeoutMs: number;
  /** The first error of each connection outage (the client keeps reconnecting by itself). */
  onConnectionError?: (error: Error) => void;
}

type ReportListener = (payload: unknown) => void;

/**
 * Devices behind a Zigbee2MQTT-style broker. A command is published to `<prefix>/<device>/set`, a refresh to
 * `<prefix>/<device>/get`; the answer is the next live (non-retained) message on `<prefix>/<device>`. The retained
 * availability topic `<prefix>/<device>/availability` tells an offline device from a silent one.
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
  const listeners = new Map<string, Set<ReportListener>>();

  client.on('message', (topic, message, packet) => {
    if (!topic.startsWith(`${prefix}/`)) return;
    const rest = topic.slice(prefix.length + 1);
    if (rest.endsWith('/availability')) {
      const state = parseAvailability(message.toString());
      if (state) availability.set(rest.slice(0, -'/availability'.length), state);
      return;
    }
    // A retained message is history from before we asked; only a live report answers a request.
    if (packet.retain) return;
    const deviceListeners = listeners.get(rest);
    if (!deviceListeners) return;
    let payload: unknown;
    try {
      payload = JSON.parse(message.toString());
    } catch {
      return;
    }
    for (const listener of deviceListeners) listener(payload);
  });

  function subscribe(externalId: string): Promise<unknown> {
    let subscription = subscriptions.get(externalId);
    if (!subscription) {
      const topic = stateTopicOf(externalId);
      subscription = client.subscribeAsync([topic, `${topic}/availability`], { qos: 1 });
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

  function listen(externalId: string, listener: ReportListener): () => void {
    let deviceListeners = listeners.get(externalId);
    if (!deviceListeners) listeners.set(externalId, (deviceListeners = new Set()));
    deviceListeners.add(listener);
    return () => {
      deviceListeners.delete(listener);
      if (deviceListeners.size === 0) listeners.delete(externalId);
    };
  }

  function failureAfterTimeout(externalId: string): DeviceFailure {
    if (!client.connected) return new DeviceUnavailableError(externalId, `the MQTT broker at ${url} is not reachable`);
    if (availability.get(externalId) === 'offline') return new DeviceUnavailableError(externalId, 'its bridge reports it offline');
    return new DeviceNotAnsweringError(externalId, timeoutMs);
  }

  async function exchange(device: DeviceAddress, suffix: 'set' | 'get', payload: object): Promise<DeviceReport> {
    const { externalId, type } = device;
    let stopListening = () => {};
    let timer: NodeJS.Timeout | undefined;
    let isAbandoned = false;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        isAbandoned = true;
        reject(failureAfterTimeout(externalId));
      }, timeoutMs);
    });
    const work = (async () => {
      await connected();
      await subscribe(externalId);
      if (availability.get(externalId) === 'offline') {
        throw new DeviceUnavailableError(externalId, 'its bridge reports it offline');
      }
      const report = new Promise<DeviceReport>((resolve) => {
        stopListening = listen(externalId, (message) => {
          const parsed = parseStatePayload(type, message);
          if (parsed) resolve(parsed);
        });
      });
      // Once the caller has been told it failed, the command must not go out late (after a reconnect).
      if (isAbandoned || !client.connected) throw failureAfterTimeout(externalId);
      await client.publishAsync(`${stateTopicOf(externalId)}/${suffix}`, JSON.stringify(payload), { qos: 0 });
      return report;
    })();
    work.catch(() => {}); // if the deadline wins, a later failure of the work has nobody left to tell
    try {
      return await Promise.race([work, deadline]);
    } finally {
      clearTimeout(timer);
      stopListening();
    }
  }

  return {
    name: 'mqtt',
    send: (device: DeviceAddress, command: DeviceCommand) => exchange(device, 'set', commandPayload(device.type, command)),
    refresh: (device: DeviceAddress) => exchange(device, 'get', refreshPayload(device.type)),
    close: async () => {
      await client.endAsync(!client.connected);
    },
  };
}
