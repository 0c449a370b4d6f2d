import { BarElement, CategoryScale, Chart as ChartJS, LinearScale, Tooltip, type ChartData, type ChartOptions } from 'chart.js';
import { useMemo } from 'react';
import { Bar } from 'react-chartjs-2';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '@/lib/hooks/use-media-query';

// Only what a bar chart with a tooltip needs (`Bar` registers its controller itself): the rest of Chart.js stays out.
ChartJS.register(BarElement, CategoryScale, LinearScale, Tooltip);

export interface SalesBar {
  id: string;
  name: string;
  sales: number;
  isMine: boolean;
}

interface SalesChartProps {
  bars: readonly SalesBar[];
  /** The chart's text alternative (what it shows, in words). */
  summary: string;
  /** Euros as the page writes them. */
  euros: (value: number) => string;
}

/** The chart draws on a canvas, outside CSS: it takes the theme's colours from its custom properties. */
function themeColours() {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string) => style.getPropertyValue(name).trim();
  return { bar: read('--ion-color-primary'), mine: read('--stay-star'), text: read('--stay-text-soft'), grid: read('--stay-line') };
}

/** Sales per guide as horizontal bars, the caller's own bar in the highlight colour. Loaded on its own (lazy). */
export default function SalesChart({ bars, summary, euros }: SalesChartProps) {
  // Renders again (and so reads the colours again) when the system switches between light and dark.
  useMediaQuery('(prefers-color-scheme: dark)');
  const isReducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const { bar, mine, text, grid } = themeColours();

  const data = useMemo<ChartData<'bar'>>(
    () => ({
      labels: bars.map((entry) => entry.name),
      datasets: [
        {
          data: bars.map((entry) => entry.sales),
          backgroundColor: bars.map((entry) => (entry.isMine ? mine : bar)),
          borderRadius: 4,
          maxBarThickness: 26,
        },
      ],
    }),
    [bars, bar, mine],
  );

  const options = useMemo<ChartOptions<'bar'>>(
    () => ({
      indexAxis: 'y',
      responsive: true,
      maintainAspectRatio: false,
      animation: isReducedMotion ? false : undefined,
      scales: {
        x: {
          beginAtZero: true,
          ticks: { color: text, callback: (value) => euros(Number(value)) },
          grid: { color: grid },
          border: { display: false },
        },
        y: { ticks: { color: text }, grid: { display: false } },
      },
      plugins: {
        legend: { display: false },
        tooltip: { displayColors: false, callbacks: { label: (item) => euros(Number(item.raw)) } },
      },
    }),
    [text, grid, isReducedMotion, euros],
  );

  return <Bar className="sales-chart__canvas" data={data} options={options} role="img" aria-label={summary} />;
}
