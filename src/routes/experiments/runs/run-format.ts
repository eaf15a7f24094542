// How runs' times and values read in tables.
import { formatValue } from '../../../ui/charts/chart-format';
import type { MetricDirection } from '../../../domain/run-lifecycle';

export const NO_VALUE = '—';

/** "45s", "12m 5s", "3h 20m", "2d 4h": a run's wall time, to the two largest units. */
export function formatDuration(startedAt: string, endedAt: string | null): string {
  if (!endedAt) return NO_VALUE;
  const ms = Date.parse(endedAt) - Date.parse(startedAt);
  if (!Number.isFinite(ms) || ms < 0) return NO_VALUE;
  const s = Math.round(ms / 1000);
  const units: Array<[number, string]> = [
    [Math.floor(s / 86_400), 'd'],
    [Math.floor(s / 3600) % 24, 'h'],
    [Math.floor(s / 60) % 60, 'm'],
    [s % 60, 's'],
  ];
  const first = units.findIndex(([n]) => n > 0);
  if (first === -1) return '0s';
  return units
    .slice(first, first + 2)
    .filter(([n], i) => i === 0 || n > 0)
    .map(([n, unit]) => `${n}${unit}`)
    .join(' ');
}

export const formatMetric = (value: number | undefined) => (value === undefined ? NO_VALUE : formatValue(value));

export const DIRECTION_LABELS: Readonly<Record<MetricDirection, string>> = {
  maximize: 'Higher is better',
  minimize: 'Lower is better',
};

/** The better of two values by direction. */
export const isBetter = (a: number, b: number, direction: MetricDirection) =>
  direction === 'maximize' ? a > b : a < b;
