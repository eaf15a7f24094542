import { Group } from '@visx/group';
import type { ReactNode } from 'react';
import { chartColorVar } from '../theme/chart-palette';
import { ChartAxes } from './chart-axes';
import { ChartFigure } from './chart-figure';
import { NO_DATA, skippedNote } from './chart-format';
import { ChartLegend } from './chart-legend';
import { ChartPlot } from './chart-plot';
import { pointTarget } from './chart-targets';
import { ScatterMarks } from './scatter-marks';
import { scatterScales, scatterTable, scatterTargets, type ScatterPoint } from './scatter-view';
import { useChartWidth } from './use-chart-width';

export type { ScatterPoint } from './scatter-view';

export interface ScatterChartProps {
  label: string;
  points: readonly ScatterPoint[];
  xLabel: string;
  yLabel: string;
  /** Group names in colour order (ideas by status); by first appearance otherwise. */
  groups?: readonly string[];
  /** What the groups are: "Status". */
  groupLabel?: string;
  xDomain?: [number, number];
  yDomain?: [number, number];
  height?: number;
  caption?: ReactNode;
  /** Ticks on whole numbers only (ranks, counts): no 1.5 between 1 and 2. */
  wholeTicks?: boolean;
}

/** A linear scale's ticks on whole numbers only. */
const whole = (scale: { ticks: (count?: number) => number[] }, count: number) =>
  scale.ticks(count).filter(Number.isInteger);

const MARGIN = { top: 12, right: 16, bottom: 40, left: 58 };

/** Points on two values (novelty against feasibility), coloured and shaped by group. */
export function ScatterChart(props: ScatterChartProps) {
  const { label, xLabel, yLabel, groupLabel = 'Group', height = 280 } = props;
  const { ref, width } = useChartWidth(560);
  const points = props.points.filter((p) => Number.isFinite(p.x) && Number.isFinite(p.y));
  const groups = props.groups ?? [...new Set(points.flatMap((p) => (p.group ? [p.group] : [])))];
  const groupOf = (p: ScatterPoint) => Math.max(0, groups.indexOf(p.group ?? ''));
  const inner = { width: Math.max(1, width - MARGIN.left - MARGIN.right), height: height - MARGIN.top - MARGIN.bottom };
  const { x, y } = scatterScales(points, inner, props);
  const xTicks = Math.max(2, Math.floor(inner.width / 90));
  const view = {
    x,
    y,
    margin: MARGIN,
    xLabel,
    yLabel,
    groupLabel,
    color: (p: ScatterPoint) => chartColorVar(groupOf(p)),
  };
  const legend = groups.length > 0 && (
    <ChartLegend items={groups.map((name, i) => ({ name, colorIndex: i, marker: i }))} />
  );
  return (
    <ChartFigure
      label={label}
      caption={props.caption}
      notes={skippedNote(props.points.length - points.length, 'point')}
      legend={legend}
      table={scatterTable(points, view)}
      empty={points.length === 0 ? NO_DATA : undefined}
    >
      <ChartPlot
        label={label}
        targetsLabel="Points"
        width={width}
        height={height}
        targets={[scatterTargets(points, view)]}
        renderTarget={pointTarget}
        containerRef={ref}
      >
        <Group left={MARGIN.left} top={MARGIN.top}>
          <ScatterMarks points={points} x={x} y={y} shapeOf={groupOf} colorOf={view.color} />
          <ChartAxes
            x={x}
            y={y}
            innerWidth={inner.width}
            innerHeight={inner.height}
            margin={MARGIN}
            xTicks={xTicks}
            yTicks={5}
            xTickValues={props.wholeTicks ? whole(x, Math.max(3, xTicks)) : undefined}
            yTickValues={props.wholeTicks ? whole(y, 5) : undefined}
            xLabel={xLabel}
            yLabel={yLabel}
          />
        </Group>
      </ChartPlot>
    </ChartFigure>
  );
}
