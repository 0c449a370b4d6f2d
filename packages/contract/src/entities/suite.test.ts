import { describe, expect, it } from 'vitest';
import {
  COMMANDS_BY_TYPE,
  DEVICE_STATE_MAX_AGE_MS,
  parseDeviceCommand,
  presentDeviceState,
  presentedStateChangesAt,
  SCENE_PRESETS,
  SCENE_PRESET_KEYS,
  type DeviceState,
} from './suite';

const now = new Date('2026-07-11T10:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('presentDeviceState', () => {
  it('shows a fresh ok report as it is', () => {
    const state: DeviceState = { status: 'ok', value: 'LOCKED', updatedAt: ago(1000) };
    expect(presentDeviceState(state, now)).toEqual(state);
  });

  it('turns a report older than the freshness limit into unknown, keeping when it was made', () => {
    const fresh = { status: 'ok', value: 'UNLOCKED', updatedAt: ago(DEVICE_STATE_MAX_AGE_MS) } as const;
    const stale = { ...fresh, updatedAt: ago(DEVICE_STATE_MAX_AGE_MS + 1) };
    expect(presentDeviceState(fresh, now).status).toBe('ok');
    expect(presentDeviceState(stale, now)).toEqual({ status: 'unknown', value: null, updatedAt: stale.updatedAt });
    expect(presentDeviceState({ status: 'jammed', value: null, updatedAt: stale.updatedAt }, now).status).toBe('unknown');
  });

  it('never shows a value beside a status other than ok', () => {
    for (const status of ['jammed', 'unknown', 'unavailable'] as const) {
      expect(presentDeviceState({ status, value: 'LOCKED', updatedAt: ago(1000) }, now).value).toBeNull();
    }
    expect(presentDeviceState({ status: 'ok', value: 'LOCKED', updatedAt: null }, now)).toMatchObject({ status: 'unknown' });
  });
});

describe('presentedStateChangesAt', () => {
  it('is the first instant a fresh ok or jammed report shows as unknown, as presentDeviceState tells it', () => {
    for (const status of ['ok', 'jammed'] as const) {
      const state: DeviceState = { status, value: null, updatedAt: ago(1000) };
      const changesAt = presentedStateChangesAt(state, now);
      expect(presentDeviceState(state, new Date(changesAt - 1)).status).toBe(status);
      expect(presentDeviceState(state, new Date(changesAt)).status).toBe('unknown');
    }
  });

  it('is never for a report already stale, one that never came, or a status time does not change', () => {
    expect(presentedStateChangesAt({ status: 'jammed', updatedAt: ago(DEVICE_STATE_MAX_AGE_MS + 1) }, now)).toBe(Infinity);
    expect(presentedStateChangesAt({ status: 'ok', updatedAt: null }, now)).toBe(Infinity);
    for (const status of ['unknown', 'unavailable'] as const) expect(presentedStateChangesAt({ status, updatedAt: ago(1000) }, now)).toBe(Infinity);
  });
});

describe('parseDeviceCommand', () => {
  it('accepts each type’s own commands', () => {
    expect(parseDeviceCommand('LOCK', { command: 'UNLOCK' })).toEqual({ command: 'UNLOCK' });
    expect(parseDeviceCommand('CLIMATE', { command: 'SET_TEMPERATURE', value: 20.5 })).toEqual({ command: 'SET_TEMPERATURE', value: 20.5 });
    expect(parseDeviceCommand('LIGHT', { command: 'SET_LIGHT', on: true })).toEqual({ command: 'SET_LIGHT', on: true });
    expect(parseDeviceCommand('LIGHT', { command: 'SET_POWER', on: false })).toEqual({ command: 'SET_POWER', on: false });
  });

  it.each([
    ['LOCK', { command: 'SET_POWER', on: true }],
    ['LIGHT', { command: 'LOCK' }],
    ['CLIMATE', { command: 'SET_TEMPERATURE', value: 20.3 }],
    ['CLIMATE', { command: 'SET_TEMPERATURE', value: 31 }],
    ['LIGHT', { command: 'SET_LIGHT', on: true, brightness: 101 }],
    ['LIGHT', { command: 'SET_LIGHT' }],
    ['LOCK', 'UNLOCK'],
    ['LOCK', null],
  ] as const)('refuses %s %o', (type, input) => {
    expect(parseDeviceCommand(type, input)).toBeUndefined();
  });
});

describe('scene presets', () => {
  it('are Good morning, Good evening and Good night, each with one valid command per device type', () => {
    expect(SCENE_PRESETS.map((preset) => preset.name)).toEqual(['Good morning', 'Good evening', 'Good night']);
    expect(SCENE_PRESETS.map((preset) => preset.key)).toEqual([...SCENE_PRESET_KEYS]);
    for (const preset of SCENE_PRESETS) {
      const types = preset.actions.map((action) => action.type);
      expect(new Set(types).size).toBe(types.length);
      for (const action of preset.actions) {
        expect(parseDeviceCommand(action.type, action.command)).toEqual(action.command);
        expect(COMMANDS_BY_TYPE[action.type]).toContain(action.command.command);
      }
    }
  });

  it('never unlock a door', () => {
    const commands = SCENE_PRESETS.flatMap((preset) => preset.actions.map((action) => action.command.command));
    expect(commands).not.toContain('UNLOCK');
  });
});
