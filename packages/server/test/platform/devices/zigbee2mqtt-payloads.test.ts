import { describe, expect, it } from 'vitest';
import { candidatesOf, parseBridgeDevices } from '../../../src/platform/devices/zigbee2mqtt-exposes';
import {
  commandPayload,
  isCommandConfirmed,
  parseAvailability,
  parseStatePayload,
  profileOf,
  refreshPayload,
  refusedDeviceOf,
  type DeviceProfile,
} from '../../../src/platform/devices/zigbee2mqtt-payloads';
import { ZIGBEE2MQTT_MODELS, type Zigbee2MqttModel } from './zigbee2mqtt-models';

const bridgeDevices = parseBridgeDevices(
  (Object.keys(ZIGBEE2MQTT_MODELS) as Zigbee2MqttModel[]).map((name) => ({
    friendly_name: name,
    type: 'Router',
    definition: ZIGBEE2MQTT_MODELS[name],
  })),
);

function profile(model: Zigbee2MqttModel, type: 'LOCK' | 'CLIMATE' | 'LIGHT', endpoint?: string): DeviceProfile {
  const found = profileOf(type, endpoint, bridgeDevices?.get(model));
  if (!found) throw new Error(`${model} has no ${type}`);
  return found;
}

describe('Zigbee2MQTT exposes', () => {
  it('reads what each device exposes from bridge/devices, leaving out the coordinator and unsupported devices', () => {
    const devices = parseBridgeDevices([
      { friendly_name: 'Coordinator', type: 'Coordinator', definition: null },
      { friendly_name: 'new-device', type: 'EndDevice', supported: false, definition: null },
      { friendly_name: 'dimmer', type: 'Router', definition: ZIGBEE2MQTT_MODELS.twoGangDimmer },
    ]);
    expect([...(devices?.keys() ?? [])]).toEqual(['dimmer']);
    expect(candidatesOf(devices?.get('dimmer') as never).map((candidate) => [candidate.type, candidate.endpoint])).toEqual([
      ['LIGHT', 'l1'],
      ['LIGHT', 'l2'],
    ]);
    expect(parseBridgeDevices({ not: 'a list' })).toBeUndefined();
  });

  it('refuses a capability the device does not expose', () => {
    expect(profileOf('CLIMATE', null, bridgeDevices?.get('ikeaBulb'))).toBeUndefined();
    expect(profileOf('LIGHT', 'l3', bridgeDevices?.get('twoGangDimmer'))).toBeUndefined();
  });
});

describe('Zigbee2MQTT payloads', () => {
  it('spells commands with the keys each device exposes', () => {
    expect(commandPayload(profile('yaleLock', 'LOCK'), { command: 'LOCK' })).toEqual({ state: 'LOCK' });
    expect(commandPayload(profile('danfossAlly', 'CLIMATE'), { command: 'SET_TEMPERATURE', value: 20.5 })).toEqual({
      occupied_heating_setpoint: 20.5,
    });
    expect(commandPayload(profile('tuyaValve', 'CLIMATE'), { command: 'SET_TEMPERATURE', value: 23 }, { system_mode: 'auto' })).toEqual({
      current_heating_setpoint: 23,
    });
    expect(commandPayload(profile('tuyaValve', 'CLIMATE'), { command: 'SET_TEMPERATURE', value: 23 }, { system_mode: 'off' })).toEqual({
      current_heating_setpoint: 23,
      system_mode: 'heat',
    });
    expect(commandPayload(profile('danfossAlly', 'CLIMATE'), { command: 'SET_POWER', on: false })).toEqual({ occupied_heating_setpoint: 5 });
    expect(commandPayload(profile('tuyaValve', 'CLIMATE'), { command: 'SET_POWER', on: false })).toEqual({ system_mode: 'off' });
    expect(commandPayload(profile('ikeaBulb', 'LIGHT'), { command: 'SET_LIGHT', on: true, brightness: 100 })).toEqual({ state: 'ON', brightness: 254 });
    expect(commandPayload(profile('twoGangDimmer', 'LIGHT', 'l1'), { command: 'SET_POWER', on: false })).toEqual({ state_l1: 'OFF' });
    expect(refreshPayload(profile('tuyaValve', 'CLIMATE'))).toEqual({ current_heating_setpoint: '', local_temperature: '', system_mode: '' });
  });

  it('drives a device the bridge has not listed (yet) by the common keys', () => {
    expect(commandPayload(profileOf('CLIMATE', null, undefined) as DeviceProfile, { command: 'SET_POWER', on: false })).toEqual({ system_mode: 'off' });
    expect(commandPayload(profileOf('LIGHT', 'l2', undefined) as DeviceProfile, { command: 'SET_POWER', on: true })).toEqual({ state_l2: 'ON' });
  });

  it('reads lock, thermostat and light states', () => {
    const lock = profile('yaleLock', 'LOCK');
    expect(parseStatePayload(lock, { state: 'LOCK', lock_state: 'locked' })).toEqual({ status: 'ok', value: 'LOCKED' });
    expect(parseStatePayload(lock, { state: 'LOCK', lock_state: 'not_fully_locked' })).toEqual({ status: 'jammed', value: null });
    expect(parseStatePayload(profile('tuyaValve', 'CLIMATE'), { current_heating_setpoint: 21, local_temperature: 19.2, system_mode: 'auto' })).toEqual({
      status: 'ok',
      value: { targetTemperature: 21, currentTemperature: 19.2, on: true },
    });
    expect(parseStatePayload(profile('danfossAlly', 'CLIMATE'), { occupied_heating_setpoint: 5, system_mode: 'heat' })).toMatchObject({
      value: { on: false },
    });
    expect(parseStatePayload(profile('twoGangDimmer', 'LIGHT', 'l2'), { state_l1: 'ON', state_l2: 'OFF', brightness_l2: 127 })).toEqual({
      status: 'ok',
      value: { on: false, brightness: 50 },
    });
  });

  it('refuses messages that do not describe the device', () => {
    expect(parseStatePayload(profile('yaleLock', 'LOCK'), { linkquality: 80 })).toBeUndefined();
    expect(parseStatePayload(profile('tuyaValve', 'CLIMATE'), { occupied_heating_setpoint: 19 })).toBeUndefined();
    expect(parseStatePayload(profile('ikeaBulb', 'LIGHT'), 'ON')).toBeUndefined();
  });

  it('counts only a report with the commanded value as the answer', () => {
    const lock = profile('yaleLock', 'LOCK');
    expect(isCommandConfirmed(lock, { command: 'LOCK' }, { status: 'ok', value: 'UNLOCKED' })).toBe(false);
    expect(isCommandConfirmed(lock, { command: 'LOCK' }, { status: 'ok', value: 'LOCKED' })).toBe(true);
    expect(isCommandConfirmed(lock, { command: 'LOCK' }, { status: 'jammed', value: null })).toBe(true);
    const valve = profile('tuyaValve', 'CLIMATE');
    const at20 = { status: 'ok', value: { targetTemperature: 20, currentTemperature: 18, on: true } } as const;
    expect(isCommandConfirmed(valve, { command: 'SET_TEMPERATURE', value: 23 }, at20)).toBe(false);
    expect(isCommandConfirmed(valve, { command: 'SET_TEMPERATURE', value: 20 }, at20)).toBe(true);
    const bulb = profile('ikeaBulb', 'LIGHT');
    expect(isCommandConfirmed(bulb, { command: 'SET_LIGHT', on: true, brightness: 40 }, { status: 'ok', value: { on: true, brightness: 80 } })).toBe(false);
  });

  it('reads availability in both the JSON and the legacy form', () => {
    expect(parseAvailability('{"state":"offline"}')).toBe('offline');
    expect(parseAvailability('online')).toBe('online');
    expect(parseAvailability('{bad')).toBeUndefined();
  });

  it('finds the device a failed publish on bridge/logging is about', () => {
    expect(
      refusedDeviceOf({ level: 'error', message: "Publish 'set' 'system_mode' to 'living/ally' failed: 'Error: Expected one of: heat, got: 'off''" }),
    ).toMatchObject({ friendlyName: 'living/ally' });
    expect(refusedDeviceOf({ level: 'info', message: "Publish 'set' 'state' to 'x' failed" })).toBeUndefined();
    expect(refusedDeviceOf({ level: 'error', message: "No converter available for 'set' 'foo' (1)" })).toBeUndefined();
  });
});
