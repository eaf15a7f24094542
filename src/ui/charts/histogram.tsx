import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { chartColorVar } from '../theme/chart-palette';
import { ChartAxes } from './chart-axes';
import { ChartFigure } from './chart-figure';
import { formatCount, formatTick, formatValue, NO_DATA } from './chart-format';
import { ChartPlot } from './chart-plot';
import { areaTarget } from './chart-targets';
import type { ChartTarget } from './chart-types';

// The datasets page formats its column summaries like the axes here.
export { formatTick } from './chart-format';

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
const INNER_WIDTH = WIDTH - MARGIN.left - MARGIN.right;
const INNER_HEIGHT = HEIGHT - MARGIN.top - MARGIN.bottom;

function histogramScales(bins: HistogramBin[]) {
  const low = bins[0]?.from ?? 0;
  const high = bins.at(-1)?.to ?? 1;
  // A column of one repeated value has bins of no width: give it a unit of room either side.
  const x = scaleLinear<number>({ domain: low === high ? [low - 1, high + 1] : [low, high], range: [0, INNER_WIDTH] });
  const y = scaleLinear<number>({
    domain: [0, Math.max(1, ...bins.map((b) => b.count))],
    range: [INNER_HEIGHT, 0],
    nice: true,
  });
  const bars = bins.map((bin) => {
    const left = x(bin.from);
    return { left: left + 0.5, width: Math.max(1, x(bin.to) - left - 1), top: y(bin.count) };
  });
  return { x, y, bars };
}

const range = (bin: HistogramBin) => `${formatTick(bin.from)} to ${formatTick(bin.to)}`;

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
  const { x, y, bars } = histogramScales(bins);
  const targets: ChartTarget[] = bins.map((bin, i) => ({
    key: String(i),
    x: MARGIN.left + bars[i].left + bars[i].width / 2,
    y: MARGIN.top + bars[i].top,
    title: range(bin),
    lines: [`Count ${formatCount(bin.count)}`],
    area: { x: MARGIN.left + bars[i].left, y: MARGIN.top, width: bars[i].width, height: INNER_HEIGHT },
  }));
  const table = {
    columns: ['From', 'To', 'Count'],
    rows: bins.map((bin) => [formatValue(bin.from), formatValue(bin.to), formatCount(bin.count)]),
  };
  return (
    <ChartFigure label={label} table={table} tableToggle={false} empty={bins.length === 0 ? NO_DATA : undefined}>
      <ChartPlot
        label={label}
        targetsLabel="Bars"
        width={WIDTH}
        height={HEIGHT}
        targets={[targets]}
        renderTarget={areaTarget}
        className="max-w-md"
      >
        <Group left={MARGIN.left} top={MARGIN.top}>
          {bars.map((bar, i) => (
            <Bar
              key={i}
              data-testid="histogram-bar"
              x={bar.left}
              y={bar.top}
              width={bar.width}
              height={INNER_HEIGHT - bar.top}
              fill={chartColorVar(colorIndex)}
            />
          ))}
          <ChartAxes x={x} y={y} innerWidth={INNER_WIDTH} innerHeight={INNER_HEIGHT} margin={MARGIN} />
        </Group>
      </ChartPlot>
    </ChartFigure>
  );
}
