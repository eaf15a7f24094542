import { curveMonotoneX } from '@visx/curve';
import { AreaClosed, LinePath } from '@visx/shape';
import { chartColorVar } from '../theme/chart-palette';
import type { NumberScale } from './chart-domain';
import type { DrawnPoint, PreparedSeries } from './series-data';

export interface SeriesMarksProps {
  series: PreparedSeries[];
  kind: 'line' | 'area';
  smoothed: boolean;
  x: (value: number) => number | undefined;
  y: NumberScale;
}

/**
 * Lines (or areas under them), one per series. Smoothed, the raw values stay as a faint line
 * under the smoothed one, as TensorBoard draws them. A series of one point is a dot.
 */
export function SeriesMarks({ series, kind, smoothed, x, y }: SeriesMarksProps) {
  const px = (p: DrawnPoint) => x(p.x) ?? 0;
  const raw = (p: DrawnPoint) => y(p.y) ?? 0;
  const main = smoothed ? (p: DrawnPoint) => y(p.smoothed) ?? 0 : raw;
  return (
    <>
      {series.map((s, i) => {
        const color = chartColorVar(s.colorIndex);
        if (s.points.length === 1) {
          return <circle key={i} cx={px(s.points[0])} cy={main(s.points[0])} r={3.5} fill={color} />;
        }
        return (
          <g key={i}>
            {kind === 'area' && (
              <AreaClosed data={s.points} x={px} y={main} yScale={y} fill={color} fillOpacity={0.18} />
            )}
            {smoothed && <LinePath data={s.points} x={px} y={raw} stroke={color} strokeOpacity={0.3} strokeWidth={1} />}
            <LinePath
              data={s.points}
              x={px}
              y={main}
              stroke={color}
              strokeWidth={2}
              curve={smoothed ? curveMonotoneX : undefined}
              data-testid="series-line"
            />
          </g>
        );
      })}
    </>
  );
}
