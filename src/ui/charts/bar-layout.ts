import { scaleBand } from '@visx/scale';
import { extent, valueScale } from './chart-domain';
import { formatValue } from './chart-format';
import type { ChartTarget, Margin } from './chart-types';

export interface BarDatum {
  /** The category: a funnel stage, a method, a run. */
  label: string;
  value: number;
  /** Palette colour of this bar; the chart's colour by default. */
  colorIndex?: number;
}

export type BarOrientation = 'vertical' | 'horizontal';

const CHAR_WIDTH = 6;
export const LABEL_CHARS = 22;

/** Room for the category names: beside horizontal bars, under (slanted if need be) vertical ones. */
export function barMargin(bars: readonly BarDatum[], orientation: BarOrientation, showValues: boolean): Margin {
  const chars = Math.min(LABEL_CHARS, Math.max(1, ...bars.map((b) => b.label.length)));
  const right = showValues ? 44 : 16;
  if (orientation === 'horizontal') return { top: 8, right, bottom: 40, left: 16 + chars * CHAR_WIDTH };
  return { top: showValues ? 18 : 10, right: 16, bottom: 40 + Math.round(chars * CHAR_WIDTH * 0.55), left: 58 };
}

/** Whether vertical bars' names need to lean to fit their band. */
export function needsSlant(bars: readonly BarDatum[], bandwidth: number): boolean {
  return bars.some((b) => Math.min(LABEL_CHARS, b.label.length) * CHAR_WIDTH > bandwidth);
}

/** The category (band) scale, the value scale, and each bar's rectangle inside the margins. */
export function barLayout(
  bars: readonly BarDatum[],
  orientation: BarOrientation,
  inner: { width: number; height: number },
) {
  const horizontal = orientation === 'horizontal';
  const [low, high] = extent(bars.map((b) => b.value)) ?? [0, 1];
  const band = scaleBand<string>({
    domain: bars.map((b) => b.label),
    range: horizontal ? [0, inner.height] : [0, inner.width],
    padding: 0.25,
  });
  const value = valueScale(
    'linear',
    [Math.min(0, low), Math.max(0, high)],
    horizontal ? [0, inner.width] : [inner.height, 0],
  );
  const zero = value(0) ?? 0;
  const rects = bars.map((b) => {
    const start = band(b.label) ?? 0;
    const end = value(b.value) ?? 0;
    const length = Math.abs(end - zero);
    return horizontal
      ? { x: Math.min(zero, end), y: start, width: length, height: band.bandwidth() }
      : { x: start, y: Math.min(zero, end), width: band.bandwidth(), height: length };
  });
  return { band, value, rects };
}

export type Rect = { x: number; y: number; width: number; height: number };

/** A target per bar: the whole band across the plot, its tooltip at the bar's end. */
export function barTargets(
  bars: readonly BarDatum[],
  rects: Rect[],
  options: { horizontal: boolean; inner: { width: number; height: number }; margin: Margin; valueLabel: string },
): ChartTarget[] {
  const { horizontal, inner, margin, valueLabel } = options;
  return bars.map((bar, i) => {
    const r = rects[i];
    const tip = horizontal ? { x: r.x + r.width, y: r.y + r.height / 2 } : { x: r.x + r.width / 2, y: r.y };
    const across = horizontal
      ? { x: 0, y: r.y, width: inner.width, height: r.height }
      : { x: r.x, y: 0, width: r.width, height: inner.height };
    return {
      key: String(i),
      x: margin.left + tip.x,
      y: margin.top + tip.y,
      title: bar.label,
      lines: [`${valueLabel} ${formatValue(bar.value)}`],
      area: { ...across, x: margin.left + across.x, y: margin.top + across.y },
    };
  });
}
