import { describe, expect, it } from 'vitest';
import { stateTextOf } from './device-state-text';

const at = '2026-11-29T10:00:00.000Z';

describe('stateTextOf', () => {
  it('names a fresh value, and otherwise why the state is not known', () => {
    expect(stateTextOf('LOCK', { status: 'ok', value: 'LOCKED', updatedAt: at })).toEqual({ key: 'values.LOCKED' });
    expect(stateTextOf('CLIMATE', { status: 'ok', value: { targetTemperature: 21, currentTemperature: 20, on: true }, updatedAt: at })).toEqual({
      key: 'values.climateOn',
      values: { target: 21 },
    });
    expect(stateTextOf('LIGHT', { status: 'ok', value: { on: false, brightness: 0 }, updatedAt: at })).toEqual({ key: 'values.lightOff' });
    expect(stateTextOf('LOCK', { status: 'jammed', value: null, updatedAt: at })).toEqual({ key: 'states.jammed' });
    expect(stateTextOf('LOCK', { status: 'unknown', value: null, updatedAt: at })).toEqual({ key: 'states.unknown' });
    expect(stateTextOf('LIGHT', { status: 'unknown', value: null, updatedAt: null })).toEqual({ key: 'states.never' });
  });
});
