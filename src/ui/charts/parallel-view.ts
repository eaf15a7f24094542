import { chartColorVar } from '../theme/chart-palette';
import { extent, valueScale, type NumberScale } from './chart-domain';
import { formatValue } from './chart-format';
import type { ChartTableData, ChartTarget, Margin, YScaleKind } from './chart-types';

export interface ParallelDimension {
  key: string;
  label: string;
  /** Log suits values over decades (learning rates). */
  scale?: YScaleKind;
}

export interface ParallelRow {
  /** The line's name (a run). */
  name: string;
  values: Readonly<Record<string, number>>;
  /** The group it is coloured by (an optimiser); by the last axis's value when there are none. */
  group?: string;
}

/** Rows with a drawable value on every axis, and how many were left out for which reason. */
export function usableRows(rows: readonly ParallelRow[], dimensions: readonly ParallelDimension[]) {
  let invalid = 0;
  let nonPositive = 0;
  const usable = rows.filter((row) => {
    const values = dimensions.map((d) => ({ v: row.values[d.key], log: d.scale === 'log' }));
    if (values.some(({ v }) => !Number.isFinite(v))) {
      invalid += 1;
      return false;
    }
    if (values.some(({ v, log }) => log && v <= 0)) {
      nonPositive += 1;
      return false;
    }
    return true;
  });
  return { usable, invalid, nonPositive };
}

/** One vertical scale per axis, over its rows' values. */
export function axisScales(
  rows: readonly ParallelRow[],
  dimensions: readonly ParallelDimension[],
  innerHeight: number,
) {
  return dimensions.map((d) =>
    valueScale(d.scale ?? 'linear', extent(rows.map((r) => r.values[d.key])) ?? [0, 1], [innerHeight, 0]),
  );
}

export interface ParallelGeometry {
  dimensions: readonly ParallelDimension[];
  scales: NumberScale[];
  /** x of each axis, inside the margins. */
  axisX: number[];
  margin: Margin;
  color: (row: ParallelRow) => string;
}

export function linePath(row: ParallelRow, { dimensions, scales, axisX }: ParallelGeometry, dx = 0, dy = 0): string {
  return dimensions
    .map((d, i) => `${i === 0 ? 'M' : 'L'}${dx + axisX[i]},${dy + (scales[i](row.values[d.key]) ?? 0)}`)
    .join('');
}

const valuesOf = (row: ParallelRow, dimensions: readonly ParallelDimension[]) =>
  dimensions.map((d) => `${d.label} ${formatValue(row.values[d.key])}`);

/** A target per line, its tooltip at the middle axis. */
export function parallelTargets(rows: readonly ParallelRow[], geometry: ParallelGeometry): ChartTarget[] {
  const { dimensions, scales, axisX, margin } = geometry;
  const middle = Math.floor((dimensions.length - 1) / 2);
  return rows.map((row, i) => ({
    key: String(i),
    x: margin.left + axisX[middle],
    y: margin.top + (scales[middle](row.values[dimensions[middle].key]) ?? 0),
    title: row.name,
    lines: [...valuesOf(row, dimensions), ...(row.group ? [row.group] : [])],
    path: linePath(row, geometry, margin.left, margin.top),
    color: geometry.color(row),
  }));
}

export function parallelTable(
  rows: readonly ParallelRow[],
  dimensions: readonly ParallelDimension[],
  rowLabel: string,
  groupLabel: string,
): ChartTableData {
  const grouped = rows.some((r) => r.group);
  return {
    columns: [rowLabel, ...dimensions.map((d) => d.label), ...(grouped ? [groupLabel] : [])],
    rows: rows.map((row) => [
      row.name,
      ...dimensions.map((d) => formatValue(row.values[d.key])),
      ...(grouped ? [row.group ?? ''] : []),
    ]),
  };
}

/** By group in palette order, else one colour, stronger for a higher value on the last axis. */
export function lineColors(
  rows: readonly ParallelRow[],
  dimensions: readonly ParallelDimension[],
  groups: readonly string[],
) {
  const last = dimensions.at(-1)?.key ?? '';
  const [low, high] = extent(rows.map((r) => r.values[last])) ?? [0, 1];
  return {
    color: (row: ParallelRow) => chartColorVar(row.group ? Math.max(0, groups.indexOf(row.group)) : 0),
    opacity: (row: ParallelRow) =>
      row.group || high === low ? 0.8 : 0.25 + (0.75 * (row.values[last] - low)) / (high - low),
  };
}
