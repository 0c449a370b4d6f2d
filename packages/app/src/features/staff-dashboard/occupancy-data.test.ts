import { describe, expect, it } from 'vitest';
import { occupancyPercent, occupancySeries } from './occupancy-data';

const ZONE = 'Europe/Amsterdam';

describe('occupancy chart data', () => {
  it('turns each night into a labelled whole percent', () => {
    const series = occupancySeries(
      [
        { date: '2026-03-20', occupied: 9, total: 12 },
        { date: '2026-03-21', occupied: 12, total: 12 },
        { date: '2026-03-22', occupied: 1, total: 12 },
      ],
      ZONE,
      'en',
    );
    expect(series.points.map((point) => [point.label, point.day, point.percent])).toEqual([
      ['Fri 20', 'Fri 20 Mar', 75],
      ['Sat 21', 'Sat 21 Mar', 100],
      ['Sun 22', 'Sun 22 Mar', 8],
    ]);
    expect(series.average).toBe(61);
    expect(series.highest?.date).toBe('2026-03-21');
    expect(series.lowest?.date).toBe('2026-03-22');
  });

  it('writes the labels in Dutch for Dutch speakers', () => {
    const series = occupancySeries([{ date: '2026-03-21', occupied: 6, total: 12 }], ZONE, 'nl');
    expect(series.points[0]).toMatchObject({ label: 'za 21', day: 'za 21 mrt', percent: 50 });
  });

  it('takes the first of equal nights as highest and lowest', () => {
    const series = occupancySeries(
      [
        { date: '2026-03-20', occupied: 6, total: 12 },
        { date: '2026-03-21', occupied: 6, total: 12 },
      ],
      ZONE,
      'en',
    );
    expect(series.highest?.date).toBe('2026-03-20');
    expect(series.lowest?.date).toBe('2026-03-20');
  });

  it('has nothing to say without nights, and 0 % without suites', () => {
    expect(occupancySeries([], ZONE, 'en')).toEqual({ points: [], average: 0, highest: null, lowest: null });
    expect(occupancyPercent(0, 0)).toBe(0);
    expect(occupancyPercent(13, 12)).toBe(100);
  });
});
