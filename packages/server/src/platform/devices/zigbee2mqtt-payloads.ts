import { BRIGHTNESS_RANGE, type DeviceCommand, type DeviceType } from '@stay/contract';
import type { DeviceReport } from './port';
import type { ClimateCapability, LightCapability, LockCapability, Zigbee2MqttDevice } from './zigbee2mqtt-exposes';

/**
 * Our commands and states in Zigbee2MQTT's vocabulary, driven by what the device exposes (see zigbee2mqtt-exposes):
 * locks use `state` LOCK/UNLOCK and report `lock_state`; thermostats their own setpoint key, `local_temperature` and
 * the `system_mode` values they accept; lights (and each gang of a multi-gang device) `state[_lN]` ON/OFF with
 * `brightness[_lN]` up to the exposed maximum (254).
 */

export type DeviceProfile =
  | { type: 'LOCK'; lock: LockCapability }
  | { type: 'CLIMATE'; climate: ClimateCapability }
  | { type: 'LIGHT'; light: LightCapability };

/** What a device not (yet) in `bridge/devices` is taken to be: the common keys of each kind. */
const DEFAULT_PROFILES: { [T in DeviceType]: DeviceProfile & { type: T } } = {
  LOCK: { type: 'LOCK', lock: { stateProperty: 'state', lockStateProperty: 'lock_state' } },
  CLIMATE: {
    type: 'CLIMATE',
    climate: {
      setpointProperty: 'occupied_heating_setpoint',
      setpointMin: 5,
      setpointMax: 30,
      localTemperatureProperty: 'local_temperature',
      systemModes: ['off', 'heat'],
    },
  },
  LIGHT: { type: 'LIGHT', light: { endpoint: undefined, stateProperty: 'state', brightnessProperty: 'brightness', brightnessMax: 254 } },
};

/**
 * The profile of a device of `type` (at `endpoint` for a gang): from its exposes when the bridge lists it, the common
 * keys when it does not, undefined when the bridge lists it without such a capability.
 */
export function profileOf(type: DeviceType, endpoint: string | null | undefined, listed: Zigbee2MqttDevice | undefined): DeviceProfile | undefined {
  if (!listed) {
    if (type !== 'LIGHT' || !endpoint) return DEFAULT_PROFILES[type];
    return { type, light: { endpoint, stateProperty: `state_${endpoint}`, brightnessProperty: `brightness_${endpoint}`, brightnessMax: 254 } };
  }
  switch (type) {
    case 'LOCK':
      return listed.lock ? { type, lock: listed.lock } : undefined;
    case 'CLIMATE':
      return listed.climate ? { type, climate: listed.climate } : undefined;
    case 'LIGHT': {
      const light = listed.lights.find((candidate) => (candidate.endpoint ?? null) === (endpoint ?? null));
      return light ? { type, light } : undefined;
    }
  }
}

const toDeviceBrightness = (percent: number, max: number) => Math.round((percent / BRIGHTNESS_RANGE.max) * max);
const toPercent = (raw: number, max: number) =>
  Math.min(BRIGHTNESS_RANGE.max, Math.max(BRIGHTNESS_RANGE.min, Math.round((raw / max) * BRIGHTNESS_RANGE.max)));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const numberOrUndefined = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** The mode that heats at the setpoint: `heat`, else the first mode that is not off (a valve with only `auto`). */
function heatingMode(climate: ClimateCapability): string | undefined {
  return climate.systemModes.includes('heat') ? 'heat' : climate.systemModes.find((mode) => mode !== 'off');
}

function climatePayload(climate: ClimateCapability, command: DeviceCommand, lastState: Record<string, unknown> | undefined) {
  const isOff = lastState?.system_mode === 'off';
  if (command.command === 'SET_TEMPERATURE') {
    // A valve on its own schedule (`auto`) keeps it: only a valve that is off is switched on to heat.
    const mode = isOff ? heatingMode(climate) : undefined;
    return { [climate.setpointProperty]: command.value, ...(mode ? { system_mode: mode } : {}) };
  }
  if (command.command !== 'SET_POWER') return {};
  if (command.on) {
    const mode = heatingMode(climate);
    return mode ? { system_mode: mode } : {};
  }
  // A heat-only valve (Danfoss Ally) cannot be switched off: it goes to its lowest setpoint (frost protection).
  if (climate.systemModes.includes('off')) return { system_mode: 'off' };
  return { [climate.setpointProperty]: climate.setpointMin };
}

/** The payload for `<prefix>/<device>/set`; `lastState` is the device's last report (to keep its mode). */
export function commandPayload(profile: DeviceProfile, command: DeviceCommand, lastState?: Record<string, unknown>): Record<string, unknown> {
  switch (profile.type) {
    case 'LOCK':
      return command.command === 'LOCK' || command.command === 'UNLOCK' ? { [profile.lock.stateProperty]: command.command } : {};
    case 'CLIMATE':
      return climatePayload(profile.climate, command, lastState);
    case 'LIGHT': {
      const { stateProperty, brightnessProperty, brightnessMax } = profile.light;
      if (command.command === 'SET_POWER') return { [stateProperty]: command.on ? 'ON' : 'OFF' };
      if (command.command !== 'SET_LIGHT') return {};
      const withBrightness = command.brightness !== undefined && brightnessProperty !== undefined;
      return {
        [stateProperty]: command.on ? 'ON' : 'OFF',
        ...(withBrightness ? { [brightnessProperty]: toDeviceBrightness(command.brightness ?? 0, brightnessMax) } : {}),
      };
    }
  }
}

/** The payload for `<prefix>/<device>/get`: the attributes to read, with empty values. */
export function refreshPayload(profile: DeviceProfile): Record<string, string> {
  const keys =
    profile.type === 'LOCK'
      ? [profile.lock.stateProperty]
      : profile.type === 'CLIMATE'
        ? [
            profile.climate.setpointProperty,
            profile.climate.localTemperatureProperty,
            profile.climate.systemModes.length > 0 ? 'system_mode' : undefined,
            profile.climate.energyProperty,
          ]
        : [profile.light.stateProperty, profile.light.brightnessProperty];
  return Object.fromEntries(keys.filter((key) => key !== undefined).map((key) => [key, '']));
}

function parseLock(lock: LockCapability, payload: Record<string, unknown>): DeviceReport | undefined {
  const lockState = lock.lockStateProperty ? payload[lock.lockStateProperty] : undefined;
  if (lockState === 'not_fully_locked') return { status: 'jammed', value: null };
  if (lockState === 'locked') return { status: 'ok', value: 'LOCKED' };
  if (lockState === 'unlocked') return { status: 'ok', value: 'UNLOCKED' };
  const state = payload[lock.stateProperty];
  if (state === 'LOCK') return { status: 'ok', value: 'LOCKED' };
  if (state === 'UNLOCK') return { status: 'ok', value: 'UNLOCKED' };
  return undefined;
}

function energyOf(climate: ClimateCapability, payload: Record<string, unknown>): { energy?: number } {
  const energy = climate.energyProperty ? numberOrUndefined(payload[climate.energyProperty]) : undefined;
  return energy !== undefined && energy >= 0 ? { energy } : {};
}

function parseClimate(climate: ClimateCapability, payload: Record<string, unknown>): DeviceReport | undefined {
  const target = numberOrUndefined(payload[climate.setpointProperty]);
  if (target === undefined) return undefined;
  const canSwitchOff = climate.systemModes.includes('off');
  return {
    status: 'ok',
    value: {
      targetTemperature: target,
      currentTemperature: climate.localTemperatureProperty ? (numberOrUndefined(payload[climate.localTemperatureProperty]) ?? null) : null,
      // A heat-only valve at its lowest setpoint is what "off" means for it.
      on: canSwitchOff ? payload.system_mode !== 'off' : target > climate.setpointMin,
      ...energyOf(climate, payload),
    },
  };
}

function parseLight(light: LightCapability, payload: Record<string, unknown>): DeviceReport | undefined {
  const state = payload[light.stateProperty];
  if (state !== 'ON' && state !== 'OFF') return undefined;
  const brightness = light.brightnessProperty ? numberOrUndefined(payload[light.brightnessProperty]) : undefined;
  const isOn = state === 'ON';
  // A light without a dimmer reports no brightness: it is fully on or off.
  const percent = brightness === undefined ? (isOn ? 100 : 0) : toPercent(brightness, light.brightnessMax);
  return { status: 'ok', value: { on: isOn, brightness: percent } };
}

/** A state message from `<prefix>/<device>`, or undefined when it does not describe this device. */
export function parseStatePayload(profile: DeviceProfile, payload: unknown): DeviceReport | undefined {
  if (!isRecord(payload)) return undefined;
  switch (profile.type) {
    case 'LOCK':
      return parseLock(profile.lock, payload);
    case 'CLIMATE':
      return parseClimate(profile.climate, payload);
    case 'LIGHT':
      return parseLight(profile.light, payload);
  }
}

/**
 * Whether `report` shows the device carried out `command`: the commanded value, never merely the next report (a lock
 * may report its old `lock_state` before its motor moves). A jammed lock has finished trying, so it answers a lock command.
 */
export function isCommandConfirmed(profile: DeviceProfile, command: DeviceCommand, report: DeviceReport): boolean {
  if (report.status === 'jammed') return profile.type === 'LOCK';
  const value = report.value;
  switch (command.command) {
    case 'LOCK':
      return value === 'LOCKED';
    case 'UNLOCK':
      return value === 'UNLOCKED';
    case 'SET_TEMPERATURE':
      return typeof value === 'object' && 'targetTemperature' in value && value.targetTemperature === command.value;
    case 'SET_POWER':
      return typeof value === 'object' && value.on === command.on;
    case 'SET_LIGHT': {
      if (typeof value !== 'object' || !('brightness' in value) || value.on !== command.on) return false;
      return !command.on || command.brightness === undefined || value.brightness === command.brightness;
    }
  }
}

/** `<prefix>/<device>/availability` and `<prefix>/bridge/state`: `{"state":"online"}` (or the legacy plain `online`). */
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

/**
 * The friendly name of the device a `bridge/logging` error is about, for Zigbee2MQTT's failed publishes:
 * `Publish 'set' 'state' to 'front-door' failed: '…'` (a device's refusal, a Zigbee timeout).
 */
export function refusedDeviceOf(payload: unknown): { friendlyName: string; message: string } | undefined {
  if (!isRecord(payload) || payload.level !== 'error' || typeof payload.message !== 'string') return undefined;
  const match = /Publish '(?:set|get)' '[^']*' to '(.+?)' failed/.exec(payload.message);
  return match?.[1] ? { friendlyName: match[1], message: payload.message } : undefined;
}
