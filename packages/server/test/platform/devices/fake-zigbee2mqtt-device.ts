import { connectAsync, type MqttClient } from 'mqtt';

/** Tests speak to a real broker (ARCHITECTURE convention 9); start one with `mosquitto -d`. */
export const TEST_BROKER_URL = process.env.MQTT_TEST_URL ?? 'mqtt://127.0.0.1:1883';

/** A client on the test broker, or a loud failure saying how to start one. */
export async function connectTestBroker(): Promise<MqttClient> {
  try {
    return await connectAsync(TEST_BROKER_URL, { connectTimeout: 3_000, reconnectPeriod: 0 });
  } catch (error) {
    throw new Error(`No MQTT broker at ${TEST_BROKER_URL}: start Mosquitto (mosquitto -d) to run these tests`, { cause: error });
  }
}

export interface FakeDevice {
  /** The payloads the device received on `/set` and `/get`, in order. */
  received: unknown[];
}

/**
 * For tests: a Zigbee2MQTT-like device on `client`. It answers `/set` and `/get` by publishing its full state,
 * retained, on `<prefix>/<friendlyName>`, as Zigbee2MQTT does. Locks move `lock_state` with `state`.
 */
export async function startFakeDevice(
  client: MqttClient,
  prefix: string,
  friendlyName: string,
  initial: Record<string, unknown>,
): Promise<FakeDevice> {
  const stateTopic = `${prefix}/${friendlyName}`;
  let state = { ...initial };
  const received: unknown[] = [];
  await client.subscribeAsync([`${stateTopic}/set`, `${stateTopic}/get`]);
  client.on('message', (topic, message) => {
    if (topic !== `${stateTopic}/set` && topic !== `${stateTopic}/get`) return;
    const payload = JSON.parse(message.toString()) as Record<string, unknown>;
    received.push(payload);
    if (topic.endsWith('/set')) {
      state = { ...state, ...payload };
      if (payload.state === 'LOCK') state.lock_state = 'locked';
      if (payload.state === 'UNLOCK') state.lock_state = 'unlocked';
    }
    void client.publishAsync(stateTopic, JSON.stringify(state), { retain: true });
  });
  // QoS 1: the broker holds the retained state before the test goes on.
  await client.publishAsync(stateTopic, JSON.stringify(state), { retain: true, qos: 1 });
  return { received };
}

/** Clears retained messages the tests left on the broker. */
export async function clearRetained(client: MqttClient, topics: readonly string[]): Promise<void> {
  await Promise.all(topics.map((topic) => client.publishAsync(topic, '', { retain: true, qos: 1 })));
}
