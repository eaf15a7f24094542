import { AxisLeft } from '@visx/axis';
import { leftTick } from './chart-axes';
import { tickValuesOf, type NumberScale } from './chart-domain';
import { formatTick, shorten } from './chart-format';
import type { ParallelDimension } from './parallel-view';

/** An axis per dimension with its name above, shortened to the room between axes. */
export function ParallelAxes(props: {
  dimensions: readonly ParallelDimension[];
  scales: NumberScale[];
  axisX: number[];
  spacing: number;
}) {
  const { dimensions, scales, axisX, spacing } = props;
  const chars = Math.max(4, Math.floor(spacing / 6.5));
  // Axes close together (a phone) take fewer ticks, so labels do not run into the next axis.
  return dimensions.map((d, i) => (
    <g key={d.key}>
      <AxisLeft
        left={axisX[i]}
        scale={scales[i]}
        numTicks={spacing < 70 ? 2 : 4}
        tickValues={tickValuesOf(d.scale ?? 'linear', scales[i])}
        tickFormat={(value) => formatTick(Number(value))}
        tickComponent={leftTick}
        stroke="var(--fg-muted)"
        tickStroke="var(--border)"
      />
      <text x={axisX[i]} y={-12} textAnchor="middle" fill="var(--fg)" fontSize={11}>
        {shorten(d.label, chars)}
      </text>
    </g>
  ));
}
