import { BRIGHTNESS_RANGE, type DeviceCommand, type DeviceType } from '@stay/contract';
import type { DeviceReport } from './port';

/**
 * Our commands and states in Zigbee2MQTT's vocabulary (https://www.zigbee2mqtt.io/guide/usage/mqtt_topics_and_messages.html):
 * locks use `state` LOCK/UNLOCK and report `lock_state`; thermostats `occupied_heating_setpoint`, `local_temperature`
 * and `system_mode`; lights `state` ON/OFF with `brightness` 0–254.
 */

const Z2M_MAX_BRIGHTNESS = 254;

const toZ2mBrightness = (percent: number) => Math.round((percent / BRIGHTNESS_RANGE.max) * Z2M_MAX_BRIGHTNESS);
const toPercent = (z2m: number) =>
  Math.min(BRIGHTNESS_RANGE.max, Math.max(BRIGHTNESS_RANGE.min, Math.round((z2m / Z2M_MAX_BRIGHTNESS) * BRIGHTNESS_RANGE.max)));

/** The payload for `<prefix>/<device>/set`. */
export function commandPayload(type: DeviceType, command: DeviceCommand): Record<string, unknown> {
  switch (command.command) {
    case 'LOCK':
    case 'UNLOCK':
      return { state: command.command };
    case 'SET_TEMPERATURE':
      return { occupied_heating_setpoint: command.value, system_mode: 'heat' };
    case 'SET_POWER':
      return type === 'CLIMATE' ? { system_mode: command.on ? 'heat' : 'off' } : { state: command.on ? 'ON' : 'OFF' };
    case 'SET_LIGHT':
      return {
        state: command.on ? 'ON' : 'OFF',
        ...(command.brightness === undefined ? {} : { brightness: toZ2mBrightness(command.brightness) }),
      };
  }
}

/** The payload for `<prefix>/<device>/get`: the attributes to read, with empty values. */
export function refreshPayload(type: DeviceType): Record<string, string> {
  if (type === 'CLIMATE') return { occupied_heating_setpoint: '', local_temperature: '', system_mode: '' };
  if (type === 'LIGHT') return { state: '', brightness: '' };
  return { state: '' };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const numberOrUndefined = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** A state message from `<prefix>/<device>`, or undefined when it does not describe a device of this type. */
export function parseStatePayload(type: DeviceType, payload: unknown): DeviceReport | undefined {
  if (!isRecord(payload)) return undefined;
  switch (type) {
    case 'LOCK': {
      const lockState = payload.lock_state;
      if (lockState === 'not_fully_locked') return { status: 'jammed', value: null };
      if (lockState === 'locked') return { status: 'ok', value: 'LOCKED' };
      if (lockState === 'unlocked') return { status: 'ok', value: 'UNLOCKED' };
      if (payload.state === 'LOCK') return { status: 'ok', value: 'LOCKED' };
      if (payload.state === 'UNLOCK') return { status: 'ok', value: 'UNLOCKED' };
      return undefined;
    }
    case 'CLIMATE': {
      const target = numberOrUndefined(payload.occupied_heating_setpoint) ?? numberOrUndefined(payload.current_heating_setpoint);
      if (target === undefined) return undefined;
      return {
        status: 'ok',
        value: {
          targetTemperature: target,
          currentTemperature: numberOrUndefined(payload.local_temperature) ?? null,
          on: payload.system_mode !== 'off',
        },
      };
    }
    case 'LIGHT': {
      if (payload.state !== 'ON' && payload.state !== 'OFF') return undefined;
      const brightness = numberOrUndefined(payload.brightness);
      const isOn = payload.state === 'ON';
      // A light without a dimmer reports no brightness: it is fully on or off.
      return { status: 'ok', value: { on: isOn, brightness: brightness === undefined ? (isOn ? 100 : 0) : toPercent(brightness) } };
    }
  }
}

/** `<prefix>/<device>/availability`: `{"state":"online"}` (or the legacy plain `online`). */
export function parseAvailability(text: string): 'online' | 'offline' | undefined {
  const trimmed = text.trim();
  if (trimmed === 'online' || trimmed === 'offline') return trimmed;
  try {
    const parsed: unknown = JSON.parse(trimmed);
    const state = isRecord(parsed) ? parsed.state : undefined;
    return state === 'online' || state === 'offline' ? state : undefined;
  } catch {
    return undefined;
  }
}
