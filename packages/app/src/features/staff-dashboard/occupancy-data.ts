import { startOfDateIn, type OccupancyDay } from '@stay/contract';
import { formatLocale, formatShortDay } from '@/lib/time/format';

/** One night of the chart: its labels in the person's language and how full the location is. */
export interface OccupancyPoint {
  date: string;
  /** Under the bar: "Fri 20". */
  label: string;
  /** In the text alternative and the tooltip: "Fri 20 Mar". */
  day: string;
  occupied: number;
  total: number;
  /** Whole percent, 0–100 (0 when the location has no suites). */
  percent: number;
}

export interface OccupancySeries {
  points: OccupancyPoint[];
  /** Whole percent over every night. */
  average: number;
  /** The first fullest and the first emptiest night; null without nights. */
  highest: OccupancyPoint | null;
  lowest: OccupancyPoint | null;
}

/** Occupied of total as a whole percent, never above 100. */
export function occupancyPercent(occupied: number, total: number): number {
  return total > 0 ? Math.min(100, Math.round((occupied / total) * 100)) : 0;
}

/** The dashboard's occupancy as the chart and its text alternative show it, nights in the location's calendar. */
export function occupancySeries(days: readonly OccupancyDay[], timeZone: string, language: string): OccupancySeries {
  const short = new Intl.DateTimeFormat(formatLocale(language), { weekday: 'short', day: 'numeric', timeZone });
  const points = days.map((day): OccupancyPoint => {
    const midnight = startOfDateIn(day.date, timeZone);
    return {
      date: day.date,
      label: short.format(midnight),
      day: formatShortDay(midnight, timeZone, language),
      occupied: day.occupied,
      total: day.total,
      percent: occupancyPercent(day.occupied, day.total),
    };
  });
  const pick = (better: (a: OccupancyPoint, b: OccupancyPoint) => boolean) =>
    points.reduce<OccupancyPoint | null>((best, point) => (best === null || better(point, best) ? point : best), null);
  const occupied = points.reduce((sum, point) => sum + point.occupied, 0);
  const total = points.reduce((sum, point) => sum + point.total, 0);
  return {
    points,
    average: occupancyPercent(occupied, total),
    highest: pick((a, b) => a.percent > b.percent),
    lowest: pick((a, b) => a.percent < b.percent),
  };
}
