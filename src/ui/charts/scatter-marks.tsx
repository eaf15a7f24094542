import type { NumberScale } from './chart-domain';
import { markerPath } from './chart-markers';
import type { ScatterPoint } from './scatter-view';

/** The markers, outlined in the surface colour so overlapping ones stay apart. */
export function ScatterMarks(props: {
  points: readonly ScatterPoint[];
  x: NumberScale;
  y: NumberScale;
  shapeOf: (point: ScatterPoint) => number;
  colorOf: (point: ScatterPoint) => string;
}) {
  const { points, x, y, shapeOf, colorOf } = props;
  return points.map((p, i) => (
    <path
      key={i}
      d={markerPath(shapeOf(p), x(p.x) ?? 0, y(p.y) ?? 0, 4.5)}
      fill={colorOf(p)}
      fillOpacity={0.85}
      stroke="var(--surface)"
      strokeWidth={1}
      data-testid="scatter-point"
    />
  ));
}
