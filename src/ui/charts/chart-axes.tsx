import { AxisBottom, AxisLeft, type TickRendererProps } from '@visx/axis';
import type { AnyD3Scale } from '@visx/scale';
import { formatTick } from './chart-format';
import type { Margin } from './chart-types';

type Tickable = number | string | Date | { valueOf(): number };
export type TickFormat = (value: Tickable) => string;

const AXIS = { stroke: 'var(--border)', tickStroke: 'var(--border)' };
const MUTED = { fill: 'var(--fg-muted)', fontSize: 10 };

export const defaultTickFormat: TickFormat = (value) => (typeof value === 'string' ? value : formatTick(Number(value)));

/**
 * Tick labels as plain SVG text: visx's own Text measures words in an element it leaves in the
 * page, which the layout audit (tests/e2e/support/layout-audit.ts) sees drawn past the viewport.
 */
const tickLabel =
  (anchor: 'middle' | 'end', dy: string, dx = 0, angle = 0) =>
  ({ x, y, formattedValue }: TickRendererProps) => (
    <text
      x={x + dx}
      y={y}
      dy={dy}
      textAnchor={anchor}
      transform={angle ? `rotate(${angle} ${x + dx} ${y})` : undefined}
      {...MUTED}
    >
      {formattedValue}
    </text>
  );
const bottomTick = tickLabel('middle', '0.71em');
// Names too long to stand side by side lean, so neighbours never overlap.
const slantedTick = tickLabel('end', '0.71em', 0, -35);
export const leftTick = tickLabel('end', '0.32em', -2);

export interface ChartAxesProps {
  x: AnyD3Scale;
  y: AnyD3Scale;
  innerWidth: number;
  innerHeight: number;
  margin: Margin;
  xTicks?: number;
  yTicks?: number;
  xFormat?: TickFormat;
  yFormat?: TickFormat;
  /** Exact y ticks (a log scale's), instead of about `yTicks` of them. */
  yTickValues?: number[];
  /** Exact x ticks (whole counts only), instead of about `xTicks` of them. */
  xTickValues?: number[];
  xLabel?: string;
  yLabel?: string;
  slantX?: boolean;
}

/** The value axes every chart shares: below and beside the plot, with optional titles. */
export function ChartAxes({
  x,
  y,
  innerWidth,
  innerHeight,
  margin,
  xTicks = 5,
  yTicks = 3,
  xFormat = defaultTickFormat,
  yFormat = defaultTickFormat,
  yTickValues,
  xTickValues,
  xLabel,
  yLabel,
  slantX = false,
}: ChartAxesProps) {
  return (
    <>
      <AxisBottom
        top={innerHeight}
        scale={x}
        numTicks={xTicks}
        tickValues={xTickValues}
        tickFormat={xFormat}
        tickComponent={slantX ? slantedTick : bottomTick}
        {...AXIS}
      />
      <AxisLeft
        scale={y}
        numTicks={yTicks}
        tickValues={yTickValues}
        tickFormat={yFormat}
        tickComponent={leftTick}
        {...AXIS}
      />
      {xLabel && (
        <text x={innerWidth / 2} y={innerHeight + margin.bottom - 6} textAnchor="middle" {...MUTED} fontSize={11}>
          {xLabel}
        </text>
      )}
      {yLabel && (
        <text
          transform="rotate(-90)"
          x={-innerHeight / 2}
          y={-margin.left + 12}
          textAnchor="middle"
          {...MUTED}
          fontSize={11}
        >
          {yLabel}
        </text>
      )}
    </>
  );
}
