import { Group } from '@visx/group';
import type { ReactNode } from 'react';
import { ChartFigure } from './chart-figure';
import { NO_DATA, nonPositiveNote, skippedNote } from './chart-format';
import { ChartLegend } from './chart-legend';
import { ChartPlot } from './chart-plot';
import { pathTarget } from './chart-targets';
import { ParallelAxes } from './parallel-axes';
import {
  axisScales,
  lineColors,
  linePath,
  parallelTable,
  parallelTargets,
  usableRows,
  type ParallelDimension,
  type ParallelRow,
} from './parallel-view';
import { useChartWidth } from './use-chart-width';

export type { ParallelDimension, ParallelRow } from './parallel-view';

export interface ParallelCoordinatesProps {
  label: string;
  /** The axes, left to right: parameters first, the metric last. */
  dimensions: readonly ParallelDimension[];
  rows: readonly ParallelRow[];
  /** Group names in colour order. */
  groups?: readonly string[];
  /** What a row is, for the table: "Run". */
  rowLabel?: string;
  groupLabel?: string;
  height?: number;
  caption?: ReactNode;
}

const MARGIN = { top: 28, right: 48, bottom: 12, left: 56 };

/** One vertical axis per value and one line per row across them (runs' parameters against a metric). */
export function ParallelCoordinates(props: ParallelCoordinatesProps) {
  const { label, dimensions, rowLabel = 'Run', groupLabel = 'Group', height = 280 } = props;
  const { ref, width } = useChartWidth(640);
  const { usable, invalid, nonPositive } = usableRows(props.rows, dimensions);
  const groups = props.groups ?? [...new Set(usable.flatMap((r) => (r.group ? [r.group] : [])))];
  const innerWidth = Math.max(1, width - MARGIN.left - MARGIN.right);
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const spacing = innerWidth / Math.max(1, dimensions.length - 1);
  const axisX = dimensions.map((_, i) => (dimensions.length === 1 ? innerWidth / 2 : i * spacing));
  const scales = axisScales(usable, dimensions, innerHeight);
  const colors = lineColors(usable, dimensions, groups);
  const geometry = { dimensions, scales, axisX, margin: MARGIN, color: colors.color };
  const legend = groups.length > 0 && <ChartLegend items={groups.map((name, i) => ({ name, colorIndex: i }))} />;
  return (
    <ChartFigure
      label={label}
      caption={props.caption}
      notes={[...skippedNote(invalid, 'line'), ...nonPositiveNote(nonPositive, 'line')]}
      legend={legend}
      table={parallelTable(usable, dimensions, rowLabel, groupLabel)}
      empty={usable.length === 0 || dimensions.length === 0 ? NO_DATA : undefined}
    >
      <ChartPlot
        label={label}
        targetsLabel="Lines"
        width={width}
        height={height}
        targets={[parallelTargets(usable, geometry)]}
        renderTarget={pathTarget}
        containerRef={ref}
      >
        <Group left={MARGIN.left} top={MARGIN.top}>
          {usable.map((row, i) => (
            <path
              key={i}
              d={linePath(row, geometry)}
              fill="none"
              stroke={colors.color(row)}
              strokeOpacity={colors.opacity(row)}
              strokeWidth={1.5}
              data-testid="parallel-line"
            />
          ))}
          <ParallelAxes dimensions={dimensions} scales={scales} axisX={axisX} spacing={spacing} />
        </Group>
      </ChartPlot>
    </ChartFigure>
  );
}
