import { Group } from '@visx/group';
import { Bar } from '@visx/shape';
import type { ReactNode } from 'react';
import { chartColorVar } from '../theme/chart-palette';
import { ChartAxes } from './chart-axes';
import { ChartFigure } from './chart-figure';
import { formatValue, NO_DATA, shorten, skippedNote } from './chart-format';
import { ChartPlot } from './chart-plot';
import { areaTarget } from './chart-targets';
import {
  barLayout,
  barMargin,
  barTargets,
  LABEL_CHARS,
  needsSlant,
  type BarDatum,
  type BarOrientation,
  type Rect,
} from './bar-layout';
import { useChartWidth } from './use-chart-width';

export type { BarDatum } from './bar-layout';

export interface BarChartProps {
  label: string;
  bars: readonly BarDatum[];
  /** What the bars are (the table's first column): "Stage". */
  categoryLabel: string;
  /** What their length means: "Ideas". */
  valueLabel: string;
  orientation?: BarOrientation;
  colorIndex?: number;
  /** Write each value at the end of its bar. */
  showValues?: boolean;
  /** Height in pixels; horizontal bars grow with their number by default. */
  height?: number;
  caption?: ReactNode;
}

const categoryFormat = (value: unknown) => shorten(String(value), LABEL_CHARS);

/** Bars for categories (a funnel's stages, counts by kind), vertical or horizontal, negative values too. */
export function BarChart(props: BarChartProps) {
  const { label, categoryLabel, valueLabel, orientation = 'vertical', colorIndex = 0, showValues = false } = props;
  const horizontal = orientation === 'horizontal';
  const { ref, width } = useChartWidth(560);
  const bars = props.bars.filter((b) => Number.isFinite(b.value));
  const margin = barMargin(bars, orientation, showValues);
  const height = props.height ?? (horizontal ? margin.top + margin.bottom + bars.length * 32 : 260);
  const inner = { width: Math.max(1, width - margin.left - margin.right), height: height - margin.top - margin.bottom };
  const { band, value, rects } = barLayout(bars, orientation, inner);
  const targets = barTargets(bars, rects, { horizontal, inner, margin, valueLabel });
  const table = { columns: [categoryLabel, valueLabel], rows: bars.map((b) => [b.label, formatValue(b.value)]) };
  return (
    <ChartFigure
      label={label}
      caption={props.caption}
      notes={skippedNote(props.bars.length - bars.length, 'bar')}
      table={table}
      empty={bars.length === 0 ? NO_DATA : undefined}
    >
      <ChartPlot
        label={label}
        targetsLabel="Bars"
        width={width}
        height={height}
        targets={[targets]}
        renderTarget={areaTarget}
        containerRef={ref}
      >
        <Group left={margin.left} top={margin.top}>
          {bars.map((bar, i) => (
            <Bar key={i} {...rects[i]} fill={chartColorVar(bar.colorIndex ?? colorIndex)} data-testid="bar" />
          ))}
          {showValues && <BarValues bars={bars} rects={rects} horizontal={horizontal} />}
          <ChartAxes
            x={horizontal ? value : band}
            y={horizontal ? band : value}
            innerWidth={inner.width}
            innerHeight={inner.height}
            margin={margin}
            xTicks={horizontal ? Math.max(2, Math.floor(inner.width / 90)) : bars.length}
            yTicks={horizontal ? bars.length : 5}
            xFormat={horizontal ? undefined : categoryFormat}
            yFormat={horizontal ? categoryFormat : undefined}
            xLabel={horizontal ? valueLabel : categoryLabel}
            yLabel={horizontal ? undefined : valueLabel}
            slantX={!horizontal && needsSlant(bars, band.bandwidth())}
          />
        </Group>
      </ChartPlot>
    </ChartFigure>
  );
}

/** Each value written at its bar's end, beyond it. */
function BarValues({ bars, rects, horizontal }: { bars: readonly BarDatum[]; rects: Rect[]; horizontal: boolean }) {
  return bars.map((bar, i) => {
    const r = rects[i];
    const at = horizontal
      ? { x: r.x + r.width + 4, y: r.y + r.height / 2, dy: '0.32em', textAnchor: 'start' as const }
      : { x: r.x + r.width / 2, y: r.y - 4, dy: '0', textAnchor: 'middle' as const };
    return (
      <text key={i} {...at} fill="var(--fg)" fontSize={10} className="tabular-nums">
        {formatValue(bar.value)}
      </text>
    );
  });
}
