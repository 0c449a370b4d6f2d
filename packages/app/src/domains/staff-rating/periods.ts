import { monthDates, shiftMonth } from '@stay/contract';

/** The periods a leaderboard can show: this month, last month, the last three months or the last twelve (this one included). */
export const LEADERBOARD_PERIODS = ['month', 'lastMonth', 'quarter', 'year'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

/**
 * The dates of a period, counted back from the location's current month (`YYYY-MM`); undefined for this month,
 * which the server takes as its default.
 */
export function periodDates(period: LeaderboardPeriod, currentMonth: string): { from: string; to: string } | undefined {
  switch (period) {
    case 'month':
      return undefined;
    case 'lastMonth':
      return monthDates(shiftMonth(currentMonth, -1));
    case 'quarter':
      return { from: monthDates(shiftMonth(currentMonth, -2)).from, to: monthDates(currentMonth).to };
    case 'year':
      return { from: monthDates(shiftMonth(currentMonth, -11)).from, to: monthDates(currentMonth).to };
  }
}
