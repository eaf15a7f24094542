import type { ReactNode, Ref } from 'react';
import { cx } from '../components/cx';
import { ChartTooltip } from './chart-tooltip';
import type { ChartTarget } from './chart-types';
import { LONG_LIST, useAfterFirstPaint } from './use-after-first-paint';
import { useChartFocus, type TargetProps } from './use-chart-focus';

const NO_TARGETS: ChartTarget[][] = [];

export interface ChartPlotProps {
  /** The picture's name (the figure's label). */
  label: string;
  /** What the targets are, for the group that holds them: "Points", "Bars". */
  targetsLabel: string;
  width: number;
  height: number;
  targets: ChartTarget[][];
  renderTarget: (target: ChartTarget, props: TargetProps, active: boolean) => ReactNode;
  /** Show the nearest target wherever the pointer is (lines, areas), not only over a target. */
  hoverNearest?: boolean;
  containerRef?: Ref<HTMLDivElement>;
  className?: string;
  /** The drawing: marks and axes. */
  children: ReactNode;
}

/**
 * A chart's drawing and, laid exactly over it, the layer of targets the keyboard and pointer
 * reach. Both are drawn in `width`×`height` units and scaled to the container's width. The
 * drawing is one image; the targets sit apart because an image's contents cannot take focus.
 */
export function ChartPlot(props: ChartPlotProps) {
  const { label, targetsLabel, width, height, renderTarget, hoverNearest, containerRef, className } = props;
  // A target per point is a thousand elements for a long series: they come just after the first paint.
  const count = props.targets.reduce((sum, row) => sum + row.length, 0);
  const targets = useAfterFirstPaint(props.targets, count >= LONG_LIST, NO_TARGETS);
  const focus = useChartFocus(targets);
  const viewBox = `0 0 ${width} ${height}`;
  return (
    <div ref={containerRef} className={cx('relative w-full', className)}>
      <svg role="img" aria-label={label} viewBox={viewBox} className="block h-auto w-full">
        {props.children}
      </svg>
      <svg
        role="group"
        aria-label={`${targetsLabel} of ${label}`}
        viewBox={viewBox}
        className="pointer-events-none absolute inset-0 size-full"
        onKeyDown={focus.onKeyDown}
      >
        {hoverNearest && (
          <rect
            width={width}
            height={height}
            fill="transparent"
            pointerEvents="all"
            onPointerMove={focus.onPointerMove}
            onPointerLeave={focus.onPointerLeave}
          />
        )}
        {targets.flatMap((row, r) =>
          row.map((target, c) => renderTarget(target, focus.bind(r, c), target.key === focus.active?.key)),
        )}
      </svg>
      {focus.active && <ChartTooltip target={focus.active} width={width} height={height} />}
    </div>
  );
}
