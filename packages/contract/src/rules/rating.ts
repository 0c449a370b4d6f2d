import { calendarDayIn } from '../time/zoned';
import { startOfDateIn, type DayBounds } from './staff-reservation';

/**
 * Ratings and the product-sales challenge (/api/employee/rating). Periods are calendar dates and months of the
 * location's zone; a month runs from the midnight of its first day up to (not including) the next month's.
 */

/** A sales month on the wire: `YYYY-MM`. */
export const SALES_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** `YYYY-MM` of the month holding `now` on the location's calendar. */
export function monthKeyIn(now: Date | string, timeZone: string): string {
  return calendarDayIn(now, timeZone).slice(0, 7);
}

/** The month after (`delta` 1) or before (-1) `YYYY-MM`. */
export function shiftMonth(month: string, delta: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (monthNumber - 1) + delta;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The month's first and last calendar date, `YYYY-MM-DD`. */
export function monthDates(month: string): { from: string; to: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(lastDay).padStart(2, '0')}` };
}

/** The instants of the month in the location's zone: [midnight of the 1st, midnight of the next month's 1st). */
export function monthBoundsIn(month: string, timeZone: string): DayBounds {
  return { start: startOfDateIn(`${month}-01`, timeZone), end: startOfDateIn(`${shiftMonth(month, 1)}-01`, timeZone) };
}

/** A guide's ratings in a period before ranking: the sum of their scores and how many. */
export interface RatingTally {
  sum: number;
  count: number;
}

/** Average score with two decimals, null without ratings. */
export function averageOf({ sum, count }: RatingTally): number | null {
  return count > 0 ? Math.round((sum / count) * 100) / 100 : null;
}

/**
 * Whether `a` ranks above `b`: the higher average (compared exactly, not rounded), then more ratings. Guides
 * without ratings rank below every rated guide.
 */
export function isBetterTally(a: RatingTally, b: RatingTally): boolean {
  if (a.count === 0) return false;
  if (b.count === 0) return true;
  const left = a.sum * b.count;
  const right = b.sum * a.count;
  return left > right || (left === right && a.count > b.count);
}

/**
 * Competition ranking ("1, 1, 3"): 1 plus how many rows are better; rows neither better than the other share a
 * rank. Returns the rank of each input row, in input order.
 */
export function competitionRanks<T>(rows: readonly T[], isBetter: (a: T, b: T) => boolean): number[] {
  return rows.map((row) => 1 + rows.filter((other) => isBetter(other, row)).length);
}
