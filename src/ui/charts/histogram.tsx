import { AxisBottom, AxisLeft, type TickRendererProps } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { chartColorVar } from '../theme/chart-palette';

export interface HistogramBin {
  from: number;
  to: number;
  count: number;
}

// Drawn in a fixed coordinate space and scaled to its container's width, so it fits a phone and
// needs no measuring. Colours are the theme's CSS variables, so light and dark both read.
const WIDTH = 320;
const HEIGHT = 170;
const MARGIN = { top: 8, right: 14, bottom: 30, left: 44 };

const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumSignificantDigits: 3 });
export const formatTick = (value: number) => compact.format(value);

const AXIS = {
  stroke: 'var(--border)',
  tickStroke: 'var(--border)',
  tickFormat: (value: number | { valueOf(): number }) => formatTick(Number(value)),
};

/**
 * Tick labels as plain SVG text: visx's own Text measures words in an element it leaves in the
 * page, which the layout audit (tests/e2e/support/layout-audit.ts) sees drawn past the viewport.
 */
const tickLabel =
  (anchor: 'middle' | 'end', dy: string, dx = 0) =>
  ({ x, y, formattedValue }: TickRendererProps) => (
    <text x={x + dx} y={y} dy={dy} textAnchor={anchor} fill="var(--fg-muted)" fontSize={10}>
      {formattedValue}
    </text>
  );
const bottomTick = tickLabel('middle', '0.71em');
const leftTick = tickLabel('end', '0.32em', -2);

/** Bars of counts over value ranges, with value ticks below and count ticks beside. */
export function Histogram({
  bins,
  label,
  colorIndex = 0,
}: {
  bins: HistogramBin[];
  label: string;
  colorIndex?: number;
}) {
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const low = bins[0]?.from ?? 0;
  const high = bins.at(-1)?.to ?? 1;
  // A column of one repeated value has bins of no width: give it a unit of room either side.
  const x = scaleLinear<number>({ domain: low === high ? [low - 1, high + 1] : [low, high], range: [0, innerWidth] });
  const y = scaleLinear<number>({
    domain: [0, Math.max(1, ...bins.map((b) => b.count))],
    range: [innerHeight, 0],
    nice: true,
  });
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full max-w-md">
      <Group left={MARGIN.left} top={MARGIN.top}>
        {bins.map((bin, i) => {
          const left = x(bin.from);
          const width = Math.max(1, x(bin.to) - left - 1);
          return (
            <Bar
              key={i}
              data-testid="histogram-bar"
              x={left + 0.5}
              y={y(bin.count)}
              width={width}
              height={innerHeight - y(bin.count)}
              fill={chartColorVar(colorIndex)}
            >
              <title>{`${formatTick(bin.from)} to ${formatTick(bin.to)}: ${bin.count}`}</title>
            </Bar>
          );
        })}
        <AxisBottom top={innerHeight} scale={x} numTicks={5} tickComponent={bottomTick} {...AXIS} />
        <AxisLeft scale={y} numTicks={3} tickComponent={leftTick} {...AXIS} />
      </Group>
    </svg>
  );
}
