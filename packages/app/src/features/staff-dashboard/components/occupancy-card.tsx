import { lazy, Suspense, useId, useMemo } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { OccupancyDay } from '@stay/contract';
import { occupancySeries, type OccupancySeries } from '../occupancy-data';
import { useStaffDashboardTranslation } from '../i18n';

/** Chart.js and its React wrapper travel in a chunk of their own, fetched when the dashboard first shows a chart. */
const OccupancyChart = lazy(() => import('./occupancy-chart'));

interface OccupancyCardProps {
  occupancy: readonly OccupancyDay[];
  timeZone: string;
}

function useSummary(series: OccupancySeries): string {
  const { t } = useStaffDashboardTranslation();
  const { points, highest, lowest } = series;
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last || !highest || !lowest) return '';
  return t('dashboard.chart.summary', {
    count: points.length,
    from: first.day,
    to: last.day,
    average: series.average,
    highest: highest.percent,
    highestDay: highest.day,
    lowest: lowest.percent,
    lowestDay: lowest.day,
  });
}

/**
 * The coming weeks' occupancy as a bar chart, with the same numbers as a table for screen readers (the chart itself
 * is announced by a one-sentence summary).
 */
export function OccupancyCard({ occupancy, timeZone }: OccupancyCardProps) {
  const { t, i18n } = useStaffDashboardTranslation();
  const titleId = useId();
  const series = useMemo(() => occupancySeries(occupancy, timeZone, i18n.language), [occupancy, timeZone, i18n.language]);
  const summary = useSummary(series);
  const hasSuites = series.points.some((point) => point.total > 0);
  return (
    <Card className="overview-card occupancy-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="overview-card__title">
        {t('dashboard.chart.title', { count: series.points.length })}
      </h2>
      {!hasSuites ? (
        <p className="overview-card__note">{t('dashboard.chart.noSuites')}</p>
      ) : (
        <>
          <div className="occupancy-chart">
            <Suspense fallback={<Skeleton height="100%" className="occupancy-chart__loading" />}>
              <OccupancyChart points={series.points} summary={summary} />
            </Suspense>
          </div>
          <table className="visually-hidden">
            <caption>{t('dashboard.chart.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('dashboard.chart.date')}</th>
                <th scope="col">{t('dashboard.chart.percent')}</th>
                <th scope="col">{t('dashboard.chart.occupied')}</th>
              </tr>
            </thead>
            <tbody>
              {series.points.map((point) => (
                <tr key={point.date}>
                  <th scope="row">{point.day}</th>
                  <td>{t('dashboard.chart.percentValue', { value: point.percent })}</td>
                  <td>{t('dashboard.chart.occupiedValue', { occupied: point.occupied, total: point.total })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Card>
  );
}
