/** An x value: a step, an epoch or a number of any kind, or a moment in time. */
export type XValue = number | Date;

export interface SeriesPoint {
  x: XValue;
  y: number;
}

/** One named line or area. Its colour is the palette's `colorIndex` (its place in the list by default). */
export interface ChartSeries {
  name: string;
  points: readonly SeriesPoint[];
  colorIndex?: number;
}

export type YScaleKind = 'linear' | 'log';

/** The screen-reader alternative: the plotted values as rows; the first cell of a row is its header. */
export interface ChartTableData {
  columns: string[];
  rows: string[][];
}

/**
 * Something a keyboard can land on: a point, a bar, a cell or a line. `x` and `y` are where its
 * tooltip points, in the chart's drawing units; `title` and `lines` are what the tooltip says.
 */
export interface ChartTarget {
  key: string;
  x: number;
  y: number;
  title: string;
  lines: string[];
  /** The series or group colour, for the highlight. */
  color?: string;
  /** The area a bar or cell covers, when the target is one. */
  area?: { x: number; y: number; width: number; height: number };
  /** The path a line target follows (parallel coordinates). */
  path?: string;
}

export interface Margin {
  top: number;
  right: number;
  bottom: number;
  left: number;
}
