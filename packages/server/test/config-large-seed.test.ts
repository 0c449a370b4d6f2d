import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

describe('SEED_DEMO=large, SEED_LARGE_SCALE and SEED_LARGE_HISTORY', () => {
  it('reads the large mode and its scale, full size by default', () => {
    expect(loadConfig({ SEED_DEMO: 'large' })).toMatchObject({ seedDemo: 'large', seedLargeScale: 1 });
    expect(loadConfig({ SEED_DEMO: 'large', SEED_LARGE_SCALE: '0.1' }).seedLargeScale).toBe(0.1);
  });

  it('refuses a scale that is not a number from 0.001 to 10', () => {
    for (const bad of ['0', '-1', 'abc', '11', '1e3']) expect(() => loadConfig({ SEED_LARGE_SCALE: bad })).toThrow(ConfigError);
  });

  it('reads the share of the history, all of it by default', () => {
    expect(loadConfig({ SEED_DEMO: 'large' }).seedLargeHistory).toBe(1);
    for (const [raw, history] of [['0.1', 0.1], ['0.001', 0.001], ['1', 1], ['.5', 0.5]] as const) {
      expect(loadConfig({ SEED_DEMO: 'large', SEED_LARGE_HISTORY: raw }).seedLargeHistory).toBe(history);
    }
  });

  it('refuses a history that is not a number from 0.001 to 1', () => {
    for (const bad of ['0', '0.0001', '-0.1', '1.5', '2', 'abc', '1e-1']) {
      expect(() => loadConfig({ SEED_LARGE_HISTORY: bad })).toThrow(/SEED_LARGE_HISTORY must be a number from 0.001 to 1/);
    }
  });
});
