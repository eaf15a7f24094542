import { Group } from '@visx/group';
import { scaleBand } from '@visx/scale';
import type { ReactNode } from 'react';
import { ChartAxes } from './chart-axes';
import { ChartFigure } from './chart-figure';
import { NO_DATA, shorten, skippedNote } from './chart-format';
import { ChartPlot } from './chart-plot';
import { areaTarget } from './chart-targets';
import type { Margin } from './chart-types';
import { HeatLegend } from './heat-legend';
import { HeatCells, HeatValues } from './heat-map-marks';
import { heatScale, heatTable, heatTargets, missingCells, valueAt, type HeatMapData } from './heat-map-view';
import { useChartWidth } from './use-chart-width';

export interface HeatMapProps extends HeatMapData {
  label: string;
  /** What a cell's value is: "Correlation". */
  valueLabel: string;
  /** What the rows are, for the table's first column: "Parameter". */
  rowLabel?: string;
  /** The colour scale's ends; the values' own range (symmetric around zero if any is below it) otherwise. */
  domain?: [number, number];
  /** Write each value in its cell, when cells are wide enough. */
  showValues?: boolean;
  caption?: ReactNode;
}

const NAME_CHARS = 16;
const longest = (names: readonly string[]) => Math.min(NAME_CHARS, Math.max(1, ...names.map((n) => n.length)));
const nameFormat = (value: unknown) => shorten(String(value), NAME_CHARS);

function heatLayout(data: HeatMapData, width: number) {
  const left = 16 + longest(data.rows) * 6;
  const innerWidth = Math.max(1, width - left - 16);
  const cellWidth = innerWidth / Math.max(1, data.columns.length);
  const slant = longest(data.columns) * 6 > cellWidth;
  const margin: Margin = { top: 8, right: 16, left, bottom: slant ? 16 + Math.round(longest(data.columns) * 4.5) : 24 };
  const cellHeight = Math.min(44, Math.max(18, cellWidth));
  const innerHeight = cellHeight * data.rows.length;
  const x = scaleBand<string>({ domain: [...data.columns], range: [0, innerWidth] });
  const y = scaleBand<string>({ domain: [...data.rows], range: [0, innerHeight] });
  return {
    margin,
    cellWidth,
    cellHeight,
    innerWidth,
    innerHeight,
    x,
    y,
    slant,
    height: margin.top + innerHeight + margin.bottom,
  };
}

/** A matrix of values as coloured cells (correlations between parameters and metrics). */
export function HeatMap({
  label,
  valueLabel,
  rowLabel = 'Row',
  domain,
  showValues = false,
  caption,
  ...data
}: HeatMapProps) {
  const { ref, width } = useChartWidth(560);
  const layout = heatLayout(data, width);
  const { margin, cellWidth, cellHeight } = layout;
  const scale = heatScale(data, domain);
  const columns = data.columns.map((_, c) => ({ bins: data.rows.map((_, r) => valueAt(data, r, c)) }));
  const writeValues = showValues && cellWidth >= 30;
  const empty = data.rows.length === 0 || data.columns.length === 0 ? NO_DATA : undefined;
  return (
    <ChartFigure
      label={label}
      caption={caption}
      notes={skippedNote(missingCells(data), 'cell')}
      legend={<HeatLegend domain={scale.domain} diverging={scale.diverging} valueLabel={valueLabel} />}
      table={heatTable(data, rowLabel)}
      empty={empty}
    >
      <ChartPlot
        label={label}
        targetsLabel="Cells"
        width={width}
        height={layout.height}
        targets={heatTargets(data, { margin, cellWidth, cellHeight, valueLabel })}
        renderTarget={areaTarget}
        containerRef={ref}
      >
        <Group left={margin.left} top={margin.top}>
          <HeatCells columns={columns} cellWidth={cellWidth} cellHeight={cellHeight} scale={scale} />
          {writeValues && <HeatValues columns={columns} cellWidth={cellWidth} cellHeight={cellHeight} />}
          <ChartAxes
            x={layout.x}
            y={layout.y}
            innerWidth={layout.innerWidth}
            innerHeight={layout.innerHeight}
            margin={margin}
            xTicks={data.columns.length}
            yTicks={data.rows.length}
            xFormat={nameFormat}
            yFormat={nameFormat}
            slantX={layout.slant}
          />
        </Group>
      </ChartPlot>
    </ChartFigure>
  );
}
