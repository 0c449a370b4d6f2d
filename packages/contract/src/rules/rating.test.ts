import { describe, expect, it } from 'vitest';
import { averageOf, competitionRanks, isBetterTally, monthBoundsIn, monthDates, monthKeyIn, shiftMonth } from './rating';

describe('sales months', () => {
  it('names the month of an instant on the location calendar, not in UTC', () => {
    // 22:30 UTC on 31 Jan is 23:30 in Amsterdam: still January.
    expect(monthKeyIn('2026-01-31T22:30:00Z', 'Europe/Amsterdam')).toBe('2026-01');
    // 23:30 UTC on 31 Jan is 00:30 on 1 Feb in Amsterdam.
    expect(monthKeyIn('2026-01-31T23:30:00Z', 'Europe/Amsterdam')).toBe('2026-02');
  });

  it('shifts months across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-05', 0)).toBe('2026-05');
  });

  it('gives the first and last date, leap years included', () => {
    expect(monthDates('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthDates('2026-04')).toEqual({ from: '2026-04-01', to: '2026-04-30' });
  });

  it('bounds a month by the local midnights, across a DST change', () => {
    const march = monthBoundsIn('2026-03', 'Europe/Amsterdam');
    expect(march.start.toISOString()).toBe('2026-02-28T23:00:00.000Z');
    expect(march.end.toISOString()).toBe('2026-03-31T22:00:00.000Z');
  });
});

describe('rating ranks', () => {
  it('averages with two decimals, null without ratings', () => {
    expect(averageOf({ sum: 14, count: 3 })).toBe(4.67);
    expect(averageOf({ sum: 0, count: 0 })).toBeNull();
  });

  it('ranks by exact average, then by count; unrated last', () => {
    expect(isBetterTally({ sum: 9, count: 2 }, { sum: 13, count: 3 })).toBe(true); // 4.5 > 4.33
    expect(isBetterTally({ sum: 8, count: 2 }, { sum: 4, count: 1 })).toBe(true); // 4 = 4, more ratings
    expect(isBetterTally({ sum: 0, count: 0 }, { sum: 1, count: 1 })).toBe(false);
    expect(isBetterTally({ sum: 1, count: 1 }, { sum: 0, count: 0 })).toBe(true);
  });

  it('shares ranks on ties (1, 1, 3) and keeps input order', () => {
    const tallies = [
      { sum: 8, count: 2 },
      { sum: 10, count: 2 },
      { sum: 10, count: 2 },
      { sum: 0, count: 0 },
      { sum: 0, count: 0 },
    ];
    expect(competitionRanks(tallies, isBetterTally)).toEqual([3, 1, 1, 4, 4]);
    expect(competitionRanks([], isBetterTally)).toEqual([]);
  });
});
