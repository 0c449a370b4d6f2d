import type { Device } from '@stay/contract';
import { describe, expect, it } from 'vitest';
import { deviceStateView } from './device-state';

const reported = '2026-03-20T13:00:00.000Z';

describe('deviceStateView', () => {
  it('makes a jammed or offline lock an alert, other devices only a problem', () => {
    const lock: Device = { _id: 'd1', type: 'LOCK', name: 'Door', group: 'lock', state: { status: 'jammed', value: null, updatedAt: reported } };
    const light: Device = { _id: 'd2', type: 'LIGHT', name: 'Lamp', group: 'lighting', state: { status: 'unavailable', value: null, updatedAt: null } };
    expect(deviceStateView(lock, 'en')).toEqual({ kind: 'problem', status: 'jammed', isAlert: true });
    expect(deviceStateView({ ...lock, state: { status: 'unavailable', value: null, updatedAt: null } }, 'en')).toEqual({
      kind: 'problem',
      status: 'unavailable',
      isAlert: true,
    });
    expect(deviceStateView(light, 'en')).toEqual({ kind: 'problem', status: 'unavailable', isAlert: false });
  });

  it('says when there is no fresh report instead of showing a value', () => {
    const lock: Device = { _id: 'd1', type: 'LOCK', name: 'Door', group: 'lock', state: { status: 'unknown', value: null, updatedAt: reported } };
    expect(deviceStateView(lock, 'en')).toEqual({ kind: 'unknown' });
    expect(deviceStateView({ ...lock, state: null }, 'en')).toEqual({ kind: 'unknown' });
  });

  it('words current values, in the person’s number format', () => {
    const climate: Device = {
      _id: 'd2',
      type: 'CLIMATE',
      name: 'Living',
      group: 'climate',
      state: { status: 'ok', value: { on: true, targetTemperature: 21, currentTemperature: 19.5 }, updatedAt: reported },
    };
    expect(deviceStateView(climate, 'nl')).toEqual({
      kind: 'value',
      parts: [{ key: 'on' }, { key: 'target', value: '21,0' }, { key: 'measured', value: '19,5' }],
    });
    const light: Device = { _id: 'd3', type: 'LIGHT', name: 'Lamp', group: 'lighting', state: { status: 'ok', value: { on: true, brightness: 80 }, updatedAt: reported } };
    expect(deviceStateView(light, 'en')).toEqual({ kind: 'value', parts: [{ key: 'on' }, { key: 'brightness', value: 80 }] });
    const lock: Device = { _id: 'd1', type: 'LOCK', name: 'Door', group: 'lock', state: { status: 'ok', value: 'LOCKED', updatedAt: reported } };
    expect(deviceStateView(lock, 'en')).toEqual({ kind: 'value', parts: [{ key: 'locked' }] });
  });
});
