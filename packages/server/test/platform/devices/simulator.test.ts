import { describe, expect, it } from 'vitest';
import { DeviceNotAnsweringError, DeviceUnavailableError, type DeviceAddress } from '../../../src/platform/devices/port';
import { createDeviceSimulator } from '../../../src/platform/devices/simulator';

const door: DeviceAddress = { externalId: 'suite-1/front-door', type: 'LOCK' };
const thermostat: DeviceAddress = { externalId: 'suite-1/thermostat', type: 'CLIMATE' };
const lamp: DeviceAddress = { externalId: 'suite-1/lamp', type: 'LIGHT' };

describe('domotics simulator', () => {
  it('keeps each device’s state between calls', async () => {
    const simulator = createDeviceSimulator({ timeoutMs: 50 });
    expect(await simulator.refresh(door)).toEqual({ status: 'ok', value: 'LOCKED' });
    expect(await simulator.send(door, { command: 'UNLOCK' })).toEqual({ status: 'ok', value: 'UNLOCKED' });
    expect(await simulator.refresh(door)).toEqual({ status: 'ok', value: 'UNLOCKED' });

    expect(await simulator.send(lamp, { command: 'SET_LIGHT', on: true, brightness: 30 })).toEqual({
      status: 'ok',
      value: { on: true, brightness: 30 },
    });
    expect(await simulator.send(lamp, { command: 'SET_POWER', on: false })).toEqual({
      status: 'ok',
      value: { on: false, brightness: 30 },
    });
    const climate = await simulator.send(thermostat, { command: 'SET_TEMPERATURE', value: 22 });
    expect(climate).toMatchObject({ status: 'ok', value: { targetTemperature: 22, on: true } });
  });

  it('lets a heated room approach its target on refresh', async () => {
    const simulator = createDeviceSimulator({ timeoutMs: 50 });
    await simulator.send(thermostat, { command: 'SET_TEMPERATURE', value: 21 });
    const before = simulator.peek(thermostat);
    const after = await simulator.refresh(thermostat);
    expect(before).toMatchObject({ currentTemperature: 19.5 });
    expect(after).toMatchObject({ value: { currentTemperature: 20 } });
  });

  it('reports a jammed lock as jammed, without a position, until it is unjammed', async () => {
    const simulator = createDeviceSimulator({ timeoutMs: 50 });
    simulator.setJammed(door.externalId, true);
    expect(await simulator.send(door, { command: 'UNLOCK' })).toEqual({ status: 'jammed', value: null });
    expect(await simulator.refresh(door)).toEqual({ status: 'jammed', value: null });
    expect(simulator.peek(door)).toBe('LOCKED');
    simulator.setJammed(door.externalId, false);
    expect(await simulator.send(door, { command: 'UNLOCK' })).toEqual({ status: 'ok', value: 'UNLOCKED' });
  });

  it('fails at once for an offline device and after the timeout for a silent one', async () => {
    const simulator = createDeviceSimulator({ timeoutMs: 40 });
    simulator.setOffline(lamp.externalId, true);
    await expect(simulator.send(lamp, { command: 'SET_POWER', on: true })).rejects.toBeInstanceOf(DeviceUnavailableError);
    expect(simulator.peek(lamp)).toMatchObject({ on: false });

    simulator.setSilent(door.externalId, true);
    const started = Date.now();
    await expect(simulator.send(door, { command: 'UNLOCK' })).rejects.toBeInstanceOf(DeviceNotAnsweringError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(35);
    expect(simulator.peek(door)).toBe('LOCKED');

    simulator.reset();
    expect(await simulator.send(lamp, { command: 'SET_POWER', on: true })).toMatchObject({ status: 'ok' });
  });
});
