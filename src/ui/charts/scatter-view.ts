import { scaleLinear } from '@visx/scale';
import { extent, padded, type NumberScale } from './chart-domain';
import { formatValue } from './chart-format';
import type { ChartTableData, ChartTarget, Margin } from './chart-types';

export interface ScatterPoint {
  x: number;
  y: number;
  /** The group it is coloured by (an idea's status). */
  group?: string;
  /** Its name in the tooltip and table (an idea's title). */
  label?: string;
}

export interface ScatterView {
  x: NumberScale;
  y: NumberScale;
  margin: Margin;
  xLabel: string;
  yLabel: string;
  groupLabel: string;
  color: (point: ScatterPoint) => string;
}

const nameOf = (point: ScatterPoint, index: number) => point.label ?? `Point ${index + 1}`;

/** Targets from left to right (then bottom to top), the order a keyboard walks them. */
export function scatterTargets(points: readonly ScatterPoint[], view: ScatterView): ChartTarget[] {
  const { x, y, margin, xLabel, yLabel, groupLabel } = view;
  return points
    .map((point, i) => ({ point, i }))
    .sort((a, b) => a.point.x - b.point.x || a.point.y - b.point.y)
    .map(({ point, i }) => ({
      key: String(i),
      x: margin.left + (x(point.x) ?? 0),
      y: margin.top + (y(point.y) ?? 0),
      title: nameOf(point, i),
      lines: [
        `${xLabel} ${formatValue(point.x)}`,
        `${yLabel} ${formatValue(point.y)}`,
        ...(point.group ? [`${groupLabel} ${point.group}`] : []),
      ],
      color: view.color(point),
    }));
}

export function scatterTable(points: readonly ScatterPoint[], view: ScatterView): ChartTableData {
  const grouped = points.some((p) => p.group);
  return {
    columns: ['Point', view.xLabel, view.yLabel, ...(grouped ? [view.groupLabel] : [])],
    rows: points.map((p, i) => [nameOf(p, i), formatValue(p.x), formatValue(p.y), ...(grouped ? [p.group ?? ''] : [])]),
  };
}

/** Linear scales over the given domains, or over the points' own range (rounded outwards). */
export function scatterScales(
  points: readonly ScatterPoint[],
  inner: { width: number; height: number },
  domains: { xDomain?: [number, number]; yDomain?: [number, number] },
) {
  const scale = (domain: [number, number] | undefined, values: number[], range: [number, number]) =>
    scaleLinear<number>({ domain: domain ?? padded(extent(values) ?? [0, 1], 'linear'), range, nice: !domain });
  return {
    x: scale(
      domains.xDomain,
      points.map((p) => p.x),
      [0, inner.width],
    ),
    y: scale(
      domains.yDomain,
      points.map((p) => p.y),
      [inner.height, 0],
    ),
  };
}
