import { describe, expect, it } from 'vitest';
import { periodDates } from './periods';

describe('leaderboard periods', () => {
  it('counts back from the current month, this month included', () => {
    expect(periodDates('month', '2026-03')).toBeUndefined();
    expect(periodDates('lastMonth', '2026-03')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(periodDates('quarter', '2026-02')).toEqual({ from: '2025-12-01', to: '2026-02-28' });
    expect(periodDates('year', '2026-03')).toEqual({ from: '2025-04-01', to: '2026-03-31' });
  });
});
