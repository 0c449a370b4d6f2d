import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

describe('SEED_DEMO=large and SEED_LARGE_SCALE', () => {
  it('reads the large mode and its scale, full size by default', () => {
    expect(loadConfig({ SEED_DEMO: 'large' })).toMatchObject({ seedDemo: 'large', seedLargeScale: 1 });
    expect(loadConfig({ SEED_DEMO: 'large', SEED_LARGE_SCALE: '0.1' }).seedLargeScale).toBe(0.1);
  });

  it('refuses a scale that is not a number from 0.001 to 10', () => {
    for (const bad of ['0', '-1', 'abc', '11', '1e3']) expect(() => loadConfig({ SEED_LARGE_SCALE: bad })).toThrow(ConfigError);
  });
});
