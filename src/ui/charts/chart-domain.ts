import { scaleLinear, scaleLog } from '@visx/scale';
import type { YScaleKind } from './chart-types';

export type NumberScale = ReturnType<typeof scaleLinear<number>> | ReturnType<typeof scaleLog<number>>;

/** Lowest and highest of the values, or undefined when there are none. */
export function extent(values: Iterable<number>): [number, number] | undefined {
  let low = Infinity;
  let high = -Infinity;
  for (const value of values) {
    if (value < low) low = value;
    if (value > high) high = value;
  }
  return low <= high ? [low, high] : undefined;
}

/** A range of one value (a single point, a flat line) gets room either side, so it can be drawn. */
export function padded([low, high]: [number, number], kind: YScaleKind): [number, number] {
  // Nothing above zero to put on a log scale (the chart says so): a decade keeps the scale sane.
  if (kind === 'log' && !(low > 0)) return [1, 10];
  if (low !== high) return [low, high];
  if (kind === 'log') return [low / 2, high * 2];
  const room = Math.abs(low) * 0.1 || 1;
  return [low - room, high + room];
}

/** A value scale of the given kind over `domain` (padded when it is one value), onto `range`. */
export function valueScale(
  kind: YScaleKind,
  domain: [number, number],
  range: [number, number],
  nice = true,
): NumberScale {
  const options = { domain: padded(domain, kind), range, nice };
  return kind === 'log' ? scaleLog<number>(options) : scaleLinear<number>(options);
}

/**
 * Ticks for a log scale: the powers of ten in range, with 2 and 5 times them when there are too
 * few. A log scale's own ticks mark every unit of every decade, too many to label.
 */
export function logTickValues([low, high]: [number, number]): number[] {
  if (!(low > 0 && high >= low && Number.isFinite(high))) return [];
  const decades: number[] = [];
  for (let e = Math.floor(Math.log10(low)); e <= Math.ceil(Math.log10(high)); e++) decades.push(10 ** e);
  const within = (values: number[]) => values.filter((v) => v >= low * 0.999 && v <= high * 1.001);
  const powers = within(decades);
  return powers.length >= 3 ? powers : within(decades.flatMap((d) => [d, 2 * d, 5 * d]));
}

/** Tick values for a value scale: its own for linear, logTickValues for log. */
export const tickValuesOf = (kind: YScaleKind, scale: NumberScale) =>
  kind === 'log' ? logTickValues(scale.domain() as [number, number]) : undefined;

/** About `count` ticks of a linear scale, whole numbers only (a scale over 0–3 ticks 0, 1, 2, 3). */
export const wholeTicks = (scale: { ticks: (count?: number) => Array<number | Date> }, count: number): number[] =>
  scale.ticks(count).filter((tick): tick is number => typeof tick === 'number' && Number.isInteger(tick));
