import { createMqttDomotics } from './mqtt';
import type { Domotics, DomoticsConnector } from './port';
import { createDomoticsSimulator, type DomoticsSimulator } from './simulator';

export interface DomoticsConfig {
  /** Unset: only the simulator. */
  mqttUrl: string | undefined;
  mqttTopicPrefix: string;
  domoticsTimeoutMs: number;
}

export interface DomoticsWithSimulator extends Domotics {
  /** The built-in simulator, always present, so demos and tests can jam a lock or take a device offline. */
  simulator: DomoticsSimulator;
}

/**
 * The connectors for this configuration. Each device row names its connector, so simulated demo devices keep
 * working beside real MQTT ones; a device naming a connector that is not configured answers APICONNECTOR_NOT_FOUND.
 */
export function createDomotics(config: DomoticsConfig, onConnectionError?: (error: Error) => void): DomoticsWithSimulator {
  const simulator = createDomoticsSimulator({ timeoutMs: config.domoticsTimeoutMs });
  const connectors = new Map<string, DomoticsConnector>([['simulator', simulator]]);
  if (config.mqttUrl) {
    const mqtt = createMqttDomotics({
      url: config.mqttUrl,
      topicPrefix: config.mqttTopicPrefix,
      timeoutMs: config.domoticsTimeoutMs,
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
