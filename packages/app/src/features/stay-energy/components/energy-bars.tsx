interface EnergyBar {
  label: string;
  value: number;
  /** The value as read out, with its unit. */
  text: string;
  isOwn: boolean;
}

const WIDTH = 320;
const BAR_HEIGHT = 22;
const ROW_HEIGHT = 52;

/**
 * Two (or one) horizontal bars on one scale from zero, drawn in SVG: an honest comparison, no axis tricks. The
 * picture is named by `summary` for screen readers; the labels and values are real text.
 */
export function EnergyBars({ bars, summary }: { bars: readonly EnergyBar[]; summary: string }) {
  const max = Math.max(...bars.map((bar) => bar.value), Number.MIN_VALUE);
  return (
    <svg className="energy-bars" viewBox={`0 0 ${WIDTH} ${bars.length * ROW_HEIGHT}`} role="img" aria-label={summary}>
      {bars.map((bar, index) => {
        const y = index * ROW_HEIGHT;
        return (
          <g key={bar.label} aria-hidden="true">
            <text className="energy-bars__label" x="0" y={y + 14}>
              {bar.label}
            </text>
            <rect className="energy-bars__track" x="0" y={y + 22} width={WIDTH} height={BAR_HEIGHT} rx="6" />
            <rect
              className={bar.isOwn ? 'energy-bars__bar energy-bars__bar--own' : 'energy-bars__bar'}
              x="0"
              y={y + 22}
              width={Math.max(4, (bar.value / max) * WIDTH)}
              height={BAR_HEIGHT}
              rx="6"
            />
            <text className="energy-bars__value" x={WIDTH} y={y + 14} textAnchor="end">
              {bar.text}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
