import { connectAsync, type MqttClient } from 'mqtt';

/**
 * The test broker: tests speak to a real one (ARCHITECTURE convention 9); start one with `mosquitto -d`. The devices on
 * it are played by the Zigbee2MQTT emulator (zigbee2mqtt-emulator.ts).
 */
export const TEST_BROKER_URL = process.env.MQTT_TEST_URL ?? 'mqtt://127.0.0.1:1883';

/** A client on the test broker, or a loud failure saying how to start one. */
export async function connectTestBroker(): Promise<MqttClient> {
  try {
    return await connectAsync(TEST_BROKER_URL, { connectTimeout: 3_000, reconnectPeriod: 0 });
  } catch (error) {
    throw new Error(`No MQTT broker at ${TEST_BROKER_URL}: start Mosquitto (mosquitto -d) to run these tests`, { cause: error });
  }
}

/** Clears retained messages the tests left on the broker. */
export async function clearRetained(client: MqttClient, topics: readonly string[]): Promise<void> {
  await Promise.all(topics.map((topic) => client.publishAsync(topic, '', { retain: true, qos: 1 })));
}
