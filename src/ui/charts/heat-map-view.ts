import { chartColorVar } from '../theme/chart-palette';
import { extent } from './chart-domain';
import { formatTick, formatValue } from './chart-format';
import type { ChartTableData, ChartTarget, Margin } from './chart-types';

export interface HeatMapData {
  rows: readonly string[];
  columns: readonly string[];
  /** values[row][column]; a missing or infinite value leaves its cell empty. */
  values: readonly (readonly number[])[];
}

export const MISSING_FILL = 'var(--surface-muted)';
const FAINTEST = 0.08;

export const valueAt = (data: HeatMapData, row: number, col: number) => data.values[row]?.[col] ?? Number.NaN;

/**
 * Colour by sign and strength, in palette colours so light and dark both read: below zero the
 * first colour, above it the second, stronger for larger magnitudes. Without negatives, one
 * colour from faint (lowest) to full (highest).
 */
export function heatScale(data: HeatMapData, domain?: [number, number]) {
  const finite = data.values.flat().filter(Number.isFinite);
  const [low, high] = domain ?? extent(finite) ?? [0, 1];
  const diverging = low < 0;
  const reach = Math.max(Math.abs(low), Math.abs(high)) || 1;
  const shown: [number, number] = diverging ? [-reach, reach] : [low, high];
  const strength = (v: number) => (diverging ? Math.abs(v) / reach : high === low ? 1 : (v - low) / (high - low));
  return {
    domain: shown,
    diverging,
    color: (v: number) => (!Number.isFinite(v) ? MISSING_FILL : chartColorVar(diverging && v > 0 ? 1 : 0)),
    opacity: (v: number) =>
      Number.isFinite(v) ? FAINTEST + (1 - FAINTEST) * Math.min(1, Math.max(0, strength(v))) : 1,
  };
}

export type HeatScale = ReturnType<typeof heatScale>;

export const cellText = (v: number) => (Number.isFinite(v) ? formatTick(v) : '');

export interface HeatGeometry {
  margin: Margin;
  cellWidth: number;
  cellHeight: number;
  valueLabel: string;
}

/** A target per cell, row by row, so arrow keys move as they would in a table. */
export function heatTargets(data: HeatMapData, geometry: HeatGeometry): ChartTarget[][] {
  const { margin, cellWidth, cellHeight, valueLabel } = geometry;
  return data.rows.map((row, r) =>
    data.columns.map((column, c) => {
      const v = valueAt(data, r, c);
      const area = {
        x: margin.left + c * cellWidth,
        y: margin.top + r * cellHeight,
        width: cellWidth,
        height: cellHeight,
      };
      return {
        key: `${r}:${c}`,
        x: area.x + cellWidth / 2,
        y: area.y + cellHeight / 2,
        title: `${row} × ${column}`,
        lines: [Number.isFinite(v) ? `${valueLabel} ${formatValue(v)}` : 'No value'],
        area,
      };
    }),
  );
}

/** The matrix as it is: a row per row, a column per column. */
export function heatTable(data: HeatMapData, rowLabel: string): ChartTableData {
  return {
    columns: [rowLabel, ...data.columns],
    rows: data.rows.map((row, r) => [
      row,
      ...data.columns.map((_, c) => {
        const v = valueAt(data, r, c);
        return Number.isFinite(v) ? formatValue(v) : 'No value';
      }),
    ]),
  };
}

export const missingCells = (data: HeatMapData) =>
  data.rows.reduce((sum, _, r) => sum + data.columns.filter((_, c) => !Number.isFinite(valueAt(data, r, c))).length, 0);
