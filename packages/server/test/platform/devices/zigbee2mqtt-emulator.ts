import type { MqttClient } from 'mqtt';
import { settableFeatures, ZIGBEE2MQTT_MODELS, type Zigbee2MqttModel } from './zigbee2mqtt-models';

/** How an emulated device misbehaves, as real ones do. */
export interface EmulatedBehaviour {
  /** Never answers `/set` or `/get` (out of range, battery dead), without Zigbee2MQTT noticing. */
  isSilent?: boolean;
  /** Zigbee2MQTT fails every `/set` to it (no acknowledgement from the device) and logs the failure. */
  isRefusing?: boolean;
  /**
   * Before the report of a change, the device sends a report still carrying its old state (a lock's attribute report
   * 60 ms after LOCK, a TuYa valve's temperature report with the old setpoint).
   */
  reportsStaleFirst?: boolean;
  /** A lock's motor stalls: `lock_state` becomes `not_fully_locked`. */
  isJammed?: boolean;
  /** Never reports after a `/set` (the command is received, nothing comes back), but answers `/get`. */
  isUnconfirming?: boolean;
}

export interface EmulatedDevice {
  friendlyName: string;
  model: Zigbee2MqttModel;
  state: Record<string, unknown>;
  behaviour?: EmulatedBehaviour;
}

export interface Zigbee2MqttEmulator {
  /** The payloads each device received on `/set` and `/get`, in order, by friendly name. */
  received: Map<string, unknown[]>;
  /** The device's current state. */
  stateOf(friendlyName: string): Record<string, unknown>;
  /** Publishes `bridge/state` as Zigbee2MQTT does when it starts or stops. */
  setBridgeState(state: 'online' | 'offline'): Promise<void>;
  setBehaviour(friendlyName: string, behaviour: EmulatedBehaviour): void;
  /** Publishes the device's retained availability, as Zigbee2MQTT does when a device drops off or comes back. */
  setAvailability(friendlyName: string, state: 'online' | 'offline'): Promise<void>;
  /** The device reports a change of its own (the room warmed, the meter counted): merged into its state and published. */
  report(friendlyName: string, change: Record<string, unknown>): Promise<void>;
  /** The retained topics it left on the broker, to clear after the test. */
  retainedTopics(): string[];
}

/**
 * For tests: Zigbee2MQTT with a network of devices, speaking its MQTT API on `client` under `prefix`: the retained
 * `bridge/state` and `bridge/devices` (with each model's exposes), device states published in full (the cached state
 * merged with the change, not retained, Zigbee2MQTT's default), `/set` and `/get` handled by the exposes, and failures
 * logged on `bridge/logging` in Zigbee2MQTT's own words.
 */
export async function startZigbee2MqttEmulator(client: MqttClient, prefix: string, devices: readonly EmulatedDevice[]): Promise<Zigbee2MqttEmulator> {
  const states = new Map(devices.map((device) => [device.friendlyName, { ...device.state }]));
  const behaviours = new Map(devices.map((device) => [device.friendlyName, device.behaviour ?? {}]));
  const models = new Map(devices.map((device) => [device.friendlyName, device.model]));
  const received = new Map<string, unknown[]>(devices.map((device) => [device.friendlyName, []]));

  const publishState = (name: string, state: Record<string, unknown>) => client.publishAsync(`${prefix}/${name}`, JSON.stringify(state), { qos: 1 });
  const log = (level: 'error' | 'warning' | 'info', message: string) =>
    client.publishAsync(`${prefix}/bridge/logging`, JSON.stringify({ level, message }), { qos: 1 });

  function bridgeDevices() {
    const coordinator = { ieee_address: '0x00124b0000000000', type: 'Coordinator', friendly_name: 'Coordinator', supported: true, definition: null };
    return [
      coordinator,
      ...devices.map((device, index) => {
        const { model, vendor, description, exposes } = ZIGBEE2MQTT_MODELS[device.model];
        return {
          ieee_address: `0x00158d00000000${String(index).padStart(2, '0')}`,
          type: device.model === 'danfossAlly' || device.model === 'tuyaValve' || device.model === 'yaleLock' ? 'EndDevice' : 'Router',
          friendly_name: device.friendlyName,
          supported: true,
          interview_completed: true,
          definition: { model, vendor, description, exposes, supports_ota: false },
        };
      }),
    ];
  }

  /** What the device's state becomes after `payload`, or the error Zigbee2MQTT's converter throws. */
  function applySet(name: string, payload: Record<string, unknown>): { next?: Record<string, unknown>; failure?: string } {
    const model = models.get(name) as Zigbee2MqttModel;
    const features = settableFeatures(model);
    const next = { ...states.get(name) };
    for (const [key, value] of Object.entries(payload)) {
      const feature = features.get(key);
      if (!feature) return { failure: `No converter available for 'set' '${key}' (${JSON.stringify(value)})` };
      if (feature.type === 'enum' && !(feature.values as string[]).includes(String(value))) {
        return { failure: `Publish 'set' '${key}' to '${name}' failed: 'Error: Expected one of: ${(feature.values as string[]).join(', ')}, got: '${String(value)}''` };
      }
      if (feature.type === 'numeric' && (typeof value !== 'number' || value < (feature.value_min as number) || value > (feature.value_max as number))) {
        return { failure: `Publish 'set' '${key}' to '${name}' failed: 'Error: Value must be between ${String(feature.value_min)} and ${String(feature.value_max)}'` };
      }
      next[key] = value;
      if (model === 'yaleLock' && key === 'state') next.lock_state = behaviours.get(name)?.isJammed ? 'not_fully_locked' : value === 'LOCK' ? 'locked' : 'unlocked';
    }
    return { next };
  }

  async function onSet(name: string, payload: Record<string, unknown>) {
    const behaviour = behaviours.get(name) ?? {};
    if (behaviour.isSilent) return;
    const key = Object.keys(payload)[0] ?? '';
    if (behaviour.isRefusing) {
      return log('error', `Publish 'set' '${key}' to '${name}' failed: 'Error: ZCL command ${name}/1 genOnOff.on({}) failed (Data request failed with error: 'MAC no ack' (233))'`);
    }
    const { next, failure } = applySet(name, payload);
    if (failure || !next) return log('error', failure ?? 'unknown failure');
    const before = states.get(name) as Record<string, unknown>;
    states.set(name, next);
    if (behaviour.isUnconfirming) return;
    // The stale report carries the old state in full, with a fresh link quality: it is a report, not the answer.
    if (behaviour.reportsStaleFirst) await publishState(name, { ...before, linkquality: 87 });
    await publishState(name, next);
  }

  await client.subscribeAsync(`${prefix}/#`, { qos: 1 });
  client.on('message', (topic, message) => {
    const match = new RegExp(`^${prefix}/(.+)/(set|get)$`).exec(topic);
    if (!match) return;
    const [, name, kind] = match as unknown as [string, string, 'set' | 'get'];
    if (!states.has(name)) return;
    const payload = JSON.parse(message.toString()) as Record<string, unknown>;
    received.get(name)?.push(payload);
    if (kind === 'set') void onSet(name, payload);
    else if (!behaviours.get(name)?.isSilent) void publishState(name, states.get(name) as Record<string, unknown>);
  });

  const retained = [`${prefix}/bridge/state`, `${prefix}/bridge/devices`];
  await client.publishAsync(`${prefix}/bridge/state`, JSON.stringify({ state: 'online' }), { retain: true, qos: 1 });
  await client.publishAsync(`${prefix}/bridge/devices`, JSON.stringify(bridgeDevices()), { retain: true, qos: 1 });

  return {
    received,
    stateOf: (name) => ({ ...states.get(name) }),
    setBridgeState: async (state) => {
      await client.publishAsync(`${prefix}/bridge/state`, JSON.stringify({ state }), { retain: true, qos: 1 });
    },
    setBehaviour: (name, behaviour) => behaviours.set(name, behaviour),
    setAvailability: async (name, state) => {
      const topic = `${prefix}/${name}/availability`;
      if (!retained.includes(topic)) retained.push(topic);
      await client.publishAsync(topic, JSON.stringify({ state }), { retain: true, qos: 1 });
    },
    report: async (name, change) => {
      const next = { ...states.get(name), ...change };
      states.set(name, next);
      await publishState(name, next);
    },
    retainedTopics: () => retained,
  };
}
