import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/config';

describe('domotics configuration', () => {
  it('uses only the simulator, the stay prefix and a 3 s timeout by default', () => {
    expect(loadConfig({})).toMatchObject({ mqttUrl: undefined, mqttTopicPrefix: 'stay', deviceTimeoutMs: 3000 });
  });

  it('reads MQTT_URL, MQTT_TOPIC_PREFIX and DOMOTICS_TIMEOUT_MS', () => {
    expect(
      loadConfig({ MQTT_URL: 'mqtt://broker:1883', MQTT_TOPIC_PREFIX: 'zigbee2mqtt', DOMOTICS_TIMEOUT_MS: '1500' }),
    ).toMatchObject({ mqttUrl: 'mqtt://broker:1883', mqttTopicPrefix: 'zigbee2mqtt', deviceTimeoutMs: 1500 });
  });

  it.each([
    [{ MQTT_URL: 'http://broker' }, /MQTT_URL/],
    [{ MQTT_TOPIC_PREFIX: 'stay/#' }, /MQTT_TOPIC_PREFIX/],
    [{ MQTT_TOPIC_PREFIX: 'stay/' }, /MQTT_TOPIC_PREFIX/],
    [{ DOMOTICS_TIMEOUT_MS: '10' }, /DOMOTICS_TIMEOUT_MS/],
  ])('rejects %o naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
