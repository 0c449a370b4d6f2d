import { BarElement, CategoryScale, Chart as ChartJS, LinearScale, Tooltip, type ChartData, type ChartOptions } from 'chart.js';
import { useMemo } from 'react';
import { Bar } from 'react-chartjs-2';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '@/lib/hooks/use-media-query';
import type { OccupancyPoint } from '../occupancy-data';
import { useStaffDashboardTranslation } from '../i18n';

// Only what a bar chart with a tooltip needs (`Bar` registers its controller itself): the rest of Chart.js stays out.
ChartJS.register(BarElement, CategoryScale, LinearScale, Tooltip);

interface ThemeColours {
  bar: string;
  barHover: string;
  text: string;
  grid: string;
}

/** The chart draws on a canvas, outside CSS: it takes the theme's colours from its custom properties. */
function themeColours(): ThemeColours {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string) => style.getPropertyValue(name).trim();
  return { bar: read('--ion-color-primary'), barHover: read('--ion-color-primary-tint'), text: read('--stay-text-soft'), grid: read('--stay-line') };
}

interface OccupancyChartProps {
  points: readonly OccupancyPoint[];
  /** The chart's text alternative (what it shows, in words). */
  summary: string;
}

/** The occupancy per night as bars, 0–100 %. Loaded on its own (lazy) so Chart.js weighs only on the dashboard. */
export default function OccupancyChart({ points, summary }: OccupancyChartProps) {
  const { t } = useStaffDashboardTranslation();
  // Renders again (and so reads the colours again) when the system switches between light and dark.
  useMediaQuery('(prefers-color-scheme: dark)');
  const isReducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const { bar, barHover, text, grid } = themeColours();

  const data = useMemo<ChartData<'bar'>>(
    () => ({
      labels: points.map((point) => point.label),
      datasets: [
        {
          data: points.map((point) => point.percent),
          backgroundColor: bar,
          hoverBackgroundColor: barHover,
          borderRadius: 4,
          maxBarThickness: 28,
        },
      ],
    }),
    [points, bar, barHover],
  );

  const options = useMemo<ChartOptions<'bar'>>(
    () => ({
      responsive: true,
      maintainAspectRatio: false,
      animation: isReducedMotion ? false : undefined,
      scales: {
        y: {
          min: 0,
          max: 100,
          ticks: { stepSize: 25, color: text, callback: (value) => t('dashboard.chart.percentValue', { value }) },
          grid: { color: grid },
          border: { display: false },
        },
        x: {
          ticks: { color: text, maxRotation: 0, autoSkipPadding: 10 },
          grid: { display: false },
        },
      },
      plugins: {
        legend: { display: false },
        tooltip: {
          displayColors: false,
          callbacks: {
            title: (items) => points[items[0]?.dataIndex ?? 0]?.day ?? '',
            label: (item) => {
              const point = points[item.dataIndex];
              return point ? t('dashboard.chart.tooltip', { value: point.percent, occupied: point.occupied, total: point.total }) : '';
            },
          },
        },
      },
    }),
    [points, text, grid, isReducedMotion, t],
  );

  return <Bar className="occupancy-chart__canvas" data={data} options={options} role="img" aria-label={summary} />;
}
