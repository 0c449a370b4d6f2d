import type { DeviceType } from '@stay/contract';

/**
 * What Zigbee2MQTT's retained `<prefix>/bridge/devices` list says each device can do (its definition's `exposes`),
 * reduced to the keys we drive: the lock's `state`/`lock_state`, the thermostat's setpoint key and `system_mode`
 * values, each light's (or gang's) `state`/`brightness` properties with their endpoint suffix.
 */

export interface LockCapability {
  stateProperty: string;
  /** Absent on locks that only echo `state`: then `state` is the position. */
  lockStateProperty: string | undefined;
}

export interface ClimateCapability {
  /** `occupied_heating_setpoint` (Danfoss, Bosch, Sonoff…) or `current_heating_setpoint` (TuYa TS0601 and kin). */
  setpointProperty: string;
  setpointMin: number;
  setpointMax: number;
  localTemperatureProperty: string | undefined;
  /** The `system_mode` values the device accepts; empty when it exposes no system_mode. */
  systemModes: readonly string[];
  /** The device's own `energy` expose (kWh metered in all), beside its climate expose; absent when it meters nothing. */
  energyProperty?: string | undefined;
}

export interface LightCapability {
  /** The gang's endpoint (`l1`, `l2`), or undefined for a single light. */
  endpoint: string | undefined;
  stateProperty: string;
  brightnessProperty: string | undefined;
  brightnessMax: number;
}

export interface Zigbee2MqttDevice {
  friendlyName: string;
  model: string | null;
  vendor: string | null;
  description: string | null;
  lock: LockCapability | undefined;
  climate: ClimateCapability | undefined;
  lights: readonly LightCapability[];
}

type Expose = Record<string, unknown>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const stringOrNull = (value: unknown) => (typeof value === 'string' ? value : null);
const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

function featuresOf(expose: Expose): Expose[] {
  return Array.isArray(expose.features) ? expose.features.filter(isRecord) : [];
}

const featureNamed = (features: readonly Expose[], name: string) => features.find((feature) => feature.name === name);
const propertyOf = (feature: Expose | undefined) => (typeof feature?.property === 'string' ? feature.property : undefined);

function lockOf(expose: Expose): LockCapability | undefined {
  const features = featuresOf(expose);
  const stateProperty = propertyOf(featureNamed(features, 'state'));
  if (!stateProperty) return undefined;
  return { stateProperty, lockStateProperty: propertyOf(featureNamed(features, 'lock_state')) };
}

function climateOf(expose: Expose): ClimateCapability | undefined {
  const features = featuresOf(expose);
  const setpoint =
    featureNamed(features, 'occupied_heating_setpoint') ?? featureNamed(features, 'current_heating_setpoint');
  const setpointProperty = propertyOf(setpoint);
  if (!setpoint || !setpointProperty) return undefined;
  const systemMode = featureNamed(features, 'system_mode');
  const systemModes = Array.isArray(systemMode?.values) ? systemMode.values.filter((value) => typeof value === 'string') : [];
  return {
    setpointProperty,
    setpointMin: numberOr(setpoint.value_min, 5),
    setpointMax: numberOr(setpoint.value_max, 30),
    localTemperatureProperty: propertyOf(featureNamed(features, 'local_temperature')),
    systemModes,
  };
}

function lightOf(expose: Expose): LightCapability | undefined {
  const features = featuresOf(expose);
  const stateProperty = propertyOf(featureNamed(features, 'state'));
  if (!stateProperty) return undefined;
  const brightness = featureNamed(features, 'brightness');
  return {
    endpoint: typeof expose.endpoint === 'string' ? expose.endpoint : undefined,
    stateProperty,
    brightnessProperty: propertyOf(brightness),
    brightnessMax: numberOr(brightness?.value_max, 254),
  };
}

/** A metering thermostat exposes `energy` (kWh) on its own, beside the climate expose. */
function withEnergy(climate: ClimateCapability | undefined, exposes: readonly Expose[]): ClimateCapability | undefined {
  const energy = exposes.find((expose) => expose.type === 'numeric' && expose.name === 'energy');
  const energyProperty = propertyOf(energy);
  return climate && energyProperty ? { ...climate, energyProperty } : climate;
}

/** One entry of `bridge/devices`; the coordinator and devices without a definition (unsupported, interviewing) are left out. */
function deviceOf(entry: Record<string, unknown>): Zigbee2MqttDevice | undefined {
  const friendlyName = entry.friendly_name;
  if (typeof friendlyName !== 'string' || entry.type === 'Coordinator' || !isRecord(entry.definition)) return undefined;
  const definition = entry.definition;
  const exposes = Array.isArray(definition.exposes) ? definition.exposes.filter(isRecord) : [];
  const lockExpose = exposes.find((expose) => expose.type === 'lock');
  const climateExpose = exposes.find((expose) => expose.type === 'climate');
  // A switch's or dimmer's gang is a light for the guest: on/off, and brightness when it dims.
  const lights = exposes
    .filter((expose) => expose.type === 'light' || expose.type === 'switch')
    .map(lightOf)
    .filter((light) => light !== undefined);
  return {
    friendlyName,
    model: stringOrNull(definition.model),
    vendor: stringOrNull(definition.vendor),
    description: stringOrNull(definition.description),
    lock: lockExpose ? lockOf(lockExpose) : undefined,
    climate: climateExpose ? withEnergy(climateOf(climateExpose), exposes) : undefined,
    lights,
  };
}

/** The devices in a `bridge/devices` message, by friendly name; undefined when the message is not such a list. */
export function parseBridgeDevices(payload: unknown): Map<string, Zigbee2MqttDevice> | undefined {
  if (!Array.isArray(payload)) return undefined;
  const devices = new Map<string, Zigbee2MqttDevice>();
  for (const entry of payload) {
    if (!isRecord(entry)) continue;
    const device = deviceOf(entry);
    if (device) devices.set(device.friendlyName, device);
  }
  return devices;
}

/** A device as it can be added to a suite: one per lock, thermostat and light (one per gang of a multi-gang device). */
export interface DeviceCandidate {
  externalId: string;
  endpoint: string | null;
  type: DeviceType;
  model: string | null;
  vendor: string | null;
  description: string | null;
}

export function candidatesOf(device: Zigbee2MqttDevice): DeviceCandidate[] {
  const about = { externalId: device.friendlyName, model: device.model, vendor: device.vendor, description: device.description };
  return [
    ...(device.lock ? [{ ...about, endpoint: null, type: 'LOCK' as const }] : []),
    ...(device.climate ? [{ ...about, endpoint: null, type: 'CLIMATE' as const }] : []),
    ...device.lights.map((light) => ({ ...about, endpoint: light.endpoint ?? null, type: 'LIGHT' as const })),
  ];
}
