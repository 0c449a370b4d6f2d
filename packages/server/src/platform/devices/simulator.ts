import type { ClimateValue, DeviceCommand, DeviceType, DeviceValue, LightValue } from '@stay/contract';
import {
  DeviceNotAnsweringError,
  DeviceUnavailableError,
  type DeviceAddress,
  type DeviceReport,
  type DeviceConnector,
  type DiscoveredDevice,
} from './port';
import { createThermalModel, isMeteredThermostat, reportedClimate } from './thermal-model';

export interface SimulatorOptions {
  /** How long a silent device keeps the caller waiting before the call fails. */
  timeoutMs: number;
  /** How long a device takes to answer. */
  responseDelayMs?: number;
  /**
   * The platform clock: rooms then warm and cool with the time between reports (see thermal-model.ts). Without it a
   * heated room creeps half a degree per reading towards its target.
   */
  clock?: () => Date;
}

/** The built-in default: devices that keep their state in memory, plus switches to make them misbehave. */
export interface DeviceSimulator extends DeviceConnector {
  readonly name: 'simulator';
  /** A jammed lock reports `jammed` and ignores commands until unjammed. */
  setJammed(externalId: string, isJammed: boolean): void;
  /** An offline device fails at once as unavailable. */
  setOffline(externalId: string, isOffline: boolean): void;
  /** A silent device never answers, so calls fail after the timeout. */
  setSilent(externalId: string, isSilent: boolean): void;
  /** The device's current value, without the delay (tests and demos). */
  peek(device: DeviceAddress): DeviceValue;
  /** Forgets all devices and faults. */
  reset(): void;
}

/** The simulator's own devices on offer to add to a suite (any other id works as well, for the demo and tests). */
const SIMULATED_DEVICES: readonly DiscoveredDevice[] = [
  { externalId: 'simulated/lock', endpoint: null, type: 'LOCK', model: 'Simulated lock', vendor: 'Stay', description: 'A door lock' },
  { externalId: 'simulated/valve', endpoint: null, type: 'CLIMATE', model: 'Simulated valve', vendor: 'Stay', description: 'A radiator valve' },
  {
    externalId: 'simulated/valve-energy',
    endpoint: null,
    type: 'CLIMATE',
    model: 'Simulated valve with energy meter',
    vendor: 'Stay',
    description: 'A radiator valve that reports its energy',
  },
  { externalId: 'simulated/bulb', endpoint: null, type: 'LIGHT', model: 'Simulated bulb', vendor: 'Stay', description: 'A dimmable bulb' },
  { externalId: 'simulated/dimmer', endpoint: 'l1', type: 'LIGHT', model: 'Simulated 2-gang dimmer', vendor: 'Stay', description: 'A 2-gang dimmer' },
  { externalId: 'simulated/dimmer', endpoint: 'l2', type: 'LIGHT', model: 'Simulated 2-gang dimmer', vendor: 'Stay', description: 'A 2-gang dimmer' },
];

const INITIAL_VALUES: { [T in DeviceType]: () => DeviceValue } = {
  LOCK: () => 'LOCKED',
  CLIMATE: () => ({ targetTemperature: 20, currentTemperature: 19.5, on: true }),
  LIGHT: () => ({ on: false, brightness: 60 }),
};

/** The value after `command`; the command has been checked against the device type before it gets here. */
export function applyCommand(type: DeviceType, value: DeviceValue, command: DeviceCommand): DeviceValue {
  switch (command.command) {
    case 'LOCK':
      return 'LOCKED';
    case 'UNLOCK':
      return 'UNLOCKED';
    case 'SET_TEMPERATURE':
      return { ...(value as ClimateValue), targetTemperature: command.value, on: true };
    case 'SET_POWER':
      return type === 'CLIMATE' ? { ...(value as ClimateValue), on: command.on } : { ...(value as LightValue), on: command.on };
    case 'SET_LIGHT': {
      const light = value as LightValue;
      return { on: command.on, brightness: command.brightness ?? light.brightness };
    }
  }
}

/** A heated room creeps half a degree per reading towards its target, so refreshes show a live device. */
function drift(type: DeviceType, value: DeviceValue): DeviceValue {
  if (type !== 'CLIMATE') return value;
  const climate = value as ClimateValue;
  if (!climate.on || climate.currentTemperature === null) return climate;
  const gap = climate.targetTemperature - climate.currentTemperature;
  const step = Math.sign(gap) * Math.min(Math.abs(gap), 0.5);
  return { ...climate, currentTemperature: climate.currentTemperature + step };
}

const reported = (device: DeviceAddress, value: DeviceValue): DeviceValue => (device.type === 'CLIMATE' ? reportedClimate(value as ClimateValue) : value);

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createDeviceSimulator({ timeoutMs, responseDelayMs = 5, clock }: SimulatorOptions): DeviceSimulator {
  const values = new Map<string, DeviceValue>();
  const thermal = clock ? createThermalModel(clock) : undefined;
  const jammed = new Set<string>();
  const offline = new Set<string>();
  const silent = new Set<string>();

  // Each gang of a multi-gang device keeps its own state.
  const keyOf = ({ externalId, endpoint }: DeviceAddress) => (endpoint ? `${externalId}#${endpoint}` : externalId);
  const valueOf = (device: DeviceAddress): DeviceValue => {
    let value = values.get(keyOf(device));
    if (value === undefined) {
      value = INITIAL_VALUES[device.type]();
      if (device.type === 'CLIMATE' && isMeteredThermostat(device.externalId)) value = { ...(value as ClimateValue), energy: 0 };
    }
    if (thermal && device.type === 'CLIMATE') value = thermal.advance(keyOf(device), value as ClimateValue);
    values.set(keyOf(device), value);
    return value;
  };

  async function answer(device: DeviceAddress, change: (value: DeviceValue) => DeviceValue): Promise<DeviceReport> {
    if (offline.has(device.externalId)) throw new DeviceUnavailableError(device.externalId, 'the simulated device is offline');
    if (silent.has(device.externalId)) {
      await sleep(timeoutMs);
      throw new DeviceNotAnsweringError(device.externalId, timeoutMs);
    }
    await sleep(responseDelayMs);
    if (jammed.has(device.externalId)) return { status: 'jammed', value: null };
    const value = change(valueOf(device));
    values.set(keyOf(device), value);
    return { status: 'ok', value: reported(device, value) };
  }

  const toggle = (set: Set<string>, id: string, isOn: boolean) => (isOn ? set.add(id) : set.delete(id));

  return {
    name: 'simulator',
    send: (device, command) => answer(device, (value) => applyCommand(device.type, value, command)),
    refresh: (device) => answer(device, (value) => (thermal ? value : drift(device.type, value))),
    discover: async () => [...SIMULATED_DEVICES],
    close: async () => {},
    setJammed: (id, isJammed) => toggle(jammed, id, isJammed),
    setOffline: (id, isOffline) => toggle(offline, id, isOffline),
    setSilent: (id, isSilent) => toggle(silent, id, isSilent),
    peek: (device) => reported(device, valueOf(device)),
    reset: () => {
      [values, jammed, offline, silent].forEach((collection) => collection.clear());
      thermal?.reset();
    },
  };
}
