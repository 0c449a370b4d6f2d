import { createMqttDevices } from './mqtt';
import type { Devices, DeviceConnector } from './port';
import { createDeviceSimulator, type DeviceSimulator } from './simulator';

export interface DeviceConfig {
  /** Unset: only the simulator. */
  mqttUrl: string | undefined;
  mqttTopicPrefix: string;
  deviceTimeoutMs: number;
}

export interface DeviceWithSimulator extends Devices {
  /** The built-in simulator, always present, so demos and tests can jam a lock or take a device offline. */
  simulator: DeviceSimulator;
}

/**
 * The connectors for this configuration. Each device row names its connector, so simulated demo devices keep
 * working beside real MQTT ones; a device naming a connector that is not configured answers APICONNECTOR_NOT_FOUND.
 */
export function createDevices(config: DeviceConfig, onConnectionError?: (error: Error) => void, clock?: () => Date): DeviceWithSimulator {
  const simulator = createDeviceSimulator({ timeoutMs: config.deviceTimeoutMs, ...(clock ? { clock } : {}) });
  const connectors = new Map<string, DeviceConnector>([['simulator', simulator]]);
  if (config.mqttUrl) {
    const mqtt = createMqttDevices({
      url: config.mqttUrl,
      topicPrefix: config.mqttTopicPrefix,
      timeoutMs: config.deviceTimeoutMs,
      onConnectionError,
    });
    connectors.set('mqtt', mqtt);
  }
  return {
    simulator,
    connector: (name) => connectors.get(name),
    close: async () => {
      await Promise.all([...connectors.values()].map((connector) => connector.close()));
    },
  };
}
