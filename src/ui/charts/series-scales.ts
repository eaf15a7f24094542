import { scaleLinear, scaleTime } from '@visx/scale';
import type { TickFormat } from './chart-axes';
import { extent, padded, valueScale } from './chart-domain';
import { formatTick } from './chart-format';
import type { YScaleKind } from './chart-types';
import type { DrawnPoint, PreparedData } from './series-data';

const HOUR = 3_600_000;

export interface SeriesScaleOptions {
  yScale: YScaleKind;
  smoothed: boolean;
  /** Areas start from zero on a linear scale, so their size means something. */
  zeroBaseline: boolean;
  innerWidth: number;
  innerHeight: number;
}

function xScaleOf(data: PreparedData, innerWidth: number) {
  const ends = data.series.flatMap((s) => (s.points.length ? [s.points[0].x, s.points[s.points.length - 1].x] : []));
  const [low, high] = extent(ends) ?? [0, 1];
  if (!data.isTime) {
    const x = scaleLinear<number>({ domain: padded([low, high], 'linear'), range: [0, innerWidth] });
    return { x, xFormat: undefined };
  }
  // One moment gets an hour either side, not a tenth of the time since 1970.
  const domain = low === high ? [low - HOUR, high + HOUR] : [low, high];
  const x = scaleTime<number>({ domain: domain.map((t) => new Date(t)), range: [0, innerWidth] });
  const format = x.tickFormat();
  const xFormat: TickFormat = (value) => format(value instanceof Date ? value : new Date(Number(value)));
  return { x, xFormat };
}

/** The x scale (numbers or time) and the y scale (linear or log) for the drawn series. */
export function seriesScales(data: PreparedData, options: SeriesScaleOptions) {
  const { yScale, smoothed, zeroBaseline, innerWidth, innerHeight } = options;
  const values = data.series.flatMap((s) => s.points.flatMap((p) => (smoothed ? [p.y, p.smoothed] : [p.y])));
  if (zeroBaseline && yScale === 'linear') values.push(0);
  const y = valueScale(yScale, extent(values) ?? [0, 1], [innerHeight, 0]);
  const { x, xFormat } = xScaleOf(data, innerWidth);
  // Where a point is drawn: at its smoothed value when smoothing is on, as the bold line is.
  const place = (p: DrawnPoint) => ({ x: x(p.x) ?? 0, y: y(smoothed ? p.smoothed : p.y) ?? 0 });
  return { x, y, xFormat, yFormat: (value: unknown) => formatTick(Number(value)), place };
}
