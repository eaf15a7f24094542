import { useId } from 'react';
import { chartColorVar } from '../theme/chart-palette';
import { formatTick } from './chart-format';

/** The colour scale: its ends in words, the colours between them. */
export function HeatLegend({
  domain,
  diverging,
  valueLabel,
}: {
  domain: [number, number];
  diverging: boolean;
  valueLabel: string;
}) {
  const id = useId();
  const stops = diverging
    ? [
        [0, 0, 1],
        [50, 0, 0.08],
        [50, 1, 0.08],
        [100, 1, 1],
      ]
    : [
        [0, 0, 0.08],
        [100, 0, 1],
      ];
  return (
    <p className="flex items-center gap-2 text-xs text-fg-muted">
      <span>{valueLabel}</span>
      <span className="tabular-nums">{formatTick(domain[0])}</span>
      <svg aria-hidden="true" width={96} height={10} className="shrink-0 rounded-sm">
        <defs>
          <linearGradient id={id}>
            {stops.map(([offset, color, opacity], i) => (
              <stop key={i} offset={`${offset}%`} stopColor={chartColorVar(color)} stopOpacity={opacity} />
            ))}
          </linearGradient>
        </defs>
        <rect width={96} height={10} fill={`url(#${id})`} />
      </svg>
      <span className="tabular-nums">{formatTick(domain[1])}</span>
    </p>
  );
}
