import { describe, expect, it } from 'vitest';
import { commandPayload, parseAvailability, parseStatePayload, refreshPayload } from '../../../src/platform/devices/zigbee2mqtt-payloads';

describe('Zigbee2MQTT payloads', () => {
  it('spells commands as Zigbee2MQTT expects them', () => {
    expect(commandPayload('LOCK', { command: 'LOCK' })).toEqual({ state: 'LOCK' });
    expect(commandPayload('LOCK', { command: 'UNLOCK' })).toEqual({ state: 'UNLOCK' });
    expect(commandPayload('CLIMATE', { command: 'SET_TEMPERATURE', value: 20.5 })).toEqual({
      occupied_heating_setpoint: 20.5,
      system_mode: 'heat',
    });
    expect(commandPayload('CLIMATE', { command: 'SET_POWER', on: false })).toEqual({ system_mode: 'off' });
    expect(commandPayload('LIGHT', { command: 'SET_POWER', on: true })).toEqual({ state: 'ON' });
    expect(commandPayload('LIGHT', { command: 'SET_LIGHT', on: true, brightness: 100 })).toEqual({ state: 'ON', brightness: 254 });
    expect(commandPayload('LIGHT', { command: 'SET_LIGHT', on: false })).toEqual({ state: 'OFF' });
    expect(refreshPayload('LOCK')).toEqual({ state: '' });
  });

  it('reads lock, thermostat and light states', () => {
    expect(parseStatePayload('LOCK', { state: 'LOCK', lock_state: 'locked' })).toEqual({ status: 'ok', value: 'LOCKED' });
    expect(parseStatePayload('LOCK', { state: 'UNLOCK' })).toEqual({ status: 'ok', value: 'UNLOCKED' });
    expect(parseStatePayload('LOCK', { state: 'LOCK', lock_state: 'not_fully_locked' })).toEqual({ status: 'jammed', value: null });
    expect(parseStatePayload('CLIMATE', { occupied_heating_setpoint: 21, local_temperature: 19.2, system_mode: 'heat' })).toEqual({
      status: 'ok',
      value: { targetTemperature: 21, currentTemperature: 19.2, on: true },
    });
    expect(parseStatePayload('LIGHT', { state: 'ON', brightness: 127 })).toEqual({ status: 'ok', value: { on: true, brightness: 50 } });
    expect(parseStatePayload('LIGHT', { state: 'OFF' })).toEqual({ status: 'ok', value: { on: false, brightness: 0 } });
  });

  it('refuses messages that do not describe the device', () => {
    expect(parseStatePayload('LOCK', { linkquality: 80 })).toBeUndefined();
    expect(parseStatePayload('CLIMATE', { local_temperature: 19 })).toBeUndefined();
    expect(parseStatePayload('LIGHT', 'ON')).toBeUndefined();
  });

  it('reads availability in both the JSON and the legacy form', () => {
    expect(parseAvailability('{"state":"offline"}')).toBe('offline');
    expect(parseAvailability('online')).toBe('online');
    expect(parseAvailability('{bad')).toBeUndefined();
  });
});
