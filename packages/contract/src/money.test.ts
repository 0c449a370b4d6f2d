import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsFromEuros, eurosFromCents, vatCentsOf } from './money';

describe('money', () => {
  it('turns cents into euros with two decimals and back', () => {
    expect(eurosFromCents(795)).toBe(7.95);
    expect(eurosFromCents(4995)).toBe(49.95);
    expect(eurosFromCents(0)).toBe(0);
    expect(centsFromEuros(7.95)).toBe(795);
    expect(centsFromEuros(19.95)).toBe(1995);
    expect(centsFromEuros(0.1 + 0.2)).toBe(30);
  });

  it('round-trips every amount up to a million euros', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 100_000_000 }), (cents) => centsFromEuros(eurosFromCents(cents)) === cents));
  });

  it('computes the VAT included in a price', () => {
    expect(vatCentsOf(795, 9)).toBe(66);
    expect(vatCentsOf(1210, 21)).toBe(210);
    expect(vatCentsOf(0, 21)).toBe(0);
  });
});
