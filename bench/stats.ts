/** The value below which `fraction` of the sorted samples fall (nearest rank). */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[rank]!;
}

export interface LatencySummary {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

export function summarise(samples: readonly number[]): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), max: sorted.at(-1) ?? Number.NaN };
}

export const ms = (value: number): string => (Number.isFinite(value) ? `${value < 10 ? value.toFixed(1) : Math.round(value)} ms` : 'n/a');
export const perSecond = (value: number): string => `${Math.round(value).toLocaleString('en')} req/s`;
export const kilobytes = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;
export const percent = (ratio: number): string => `${(ratio * 100).toFixed(1)}%`;
