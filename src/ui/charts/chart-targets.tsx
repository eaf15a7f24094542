import type { ChartTarget } from './chart-types';
import type { TargetProps } from './use-chart-focus';

// The targets draw their own highlight (the focus colour), so the browser's outline is not doubled.
const RING = { stroke: 'var(--focus)', strokeWidth: 2, className: 'outline-none' };

/** A point: invisible until active, then a ring in the series colour. */
export function pointTarget(target: ChartTarget, props: TargetProps, active: boolean) {
  return (
    <circle
      key={target.key}
      {...props}
      {...RING}
      cx={target.x}
      cy={target.y}
      r={active ? 5 : 4}
      fill={active ? (target.color ?? 'var(--fg)') : 'transparent'}
      stroke={active ? RING.stroke : 'none'}
      pointerEvents="all"
    />
  );
}

/** A bar or a cell: its whole area, outlined when active. */
export function areaTarget(target: ChartTarget, props: TargetProps, active: boolean) {
  return (
    <rect
      key={target.key}
      {...props}
      {...RING}
      {...target.area}
      fill="var(--fg)"
      fillOpacity={active ? 0.08 : 0}
      stroke={active ? RING.stroke : 'none'}
      pointerEvents="all"
    />
  );
}

/** A line across the axes: a wide invisible stroke to point at, glowing in the focus colour when active. */
export function pathTarget(target: ChartTarget, props: TargetProps, active: boolean) {
  return (
    <path
      key={target.key}
      {...props}
      className="outline-none"
      d={target.path}
      fill="none"
      stroke={active ? RING.stroke : 'transparent'}
      strokeOpacity={0.5}
      strokeWidth={6}
      strokeLinejoin="round"
      pointerEvents="stroke"
    />
  );
}
