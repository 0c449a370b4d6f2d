import { describe, expect, it } from 'vitest';
import { bikeTitle } from './bike-title';

describe('a rental bike as one name', () => {
  it('names the product once when the bike is named after it', () => {
    expect(bikeTitle('E-bike', 'E-BIKE 01')).toBe('E-bike 01');
    expect(bikeTitle('Mountain bike', 'MOUNTAIN-BIKE 07')).toBe('Mountain bike 07');
    expect(bikeTitle('E-bike', 'e-bike')).toBe('E-bike');
  });

  it("adds a bike's own name after the product", () => {
    expect(bikeTitle('E-bike', 'Gazelle 12')).toBe('E-bike · Gazelle 12');
    expect(bikeTitle('E-bike', 'E-BIKER 3')).toBe('E-bike · E-BIKER 3');
  });

  it('is the product while no bike is assigned', () => {
    expect(bikeTitle('E-bike', null)).toBe('E-bike');
  });
});
