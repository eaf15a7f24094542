import { chartColorVar } from '../theme/chart-palette';
import { markerPath } from './chart-markers';

export interface LegendItem {
  name: string;
  colorIndex: number;
  /** A marker shape (scatter groups); a short line when absent. */
  marker?: number;
}

/** Series or group names beside their colour (and shape), in the palette's order. */
export function ChartLegend({ items }: { items: LegendItem[] }) {
  if (items.length === 0) return null;
  return (
    <ul aria-label="Legend" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-fg">
      {items.map((item) => (
        <li key={item.name} className="flex items-center gap-1.5">
          <svg aria-hidden="true" width={16} height={10} viewBox="0 0 16 10" className="shrink-0">
            {item.marker === undefined ? (
              <line x1={0} x2={16} y1={5} y2={5} stroke={chartColorVar(item.colorIndex)} strokeWidth={2.5} />
            ) : (
              <path d={markerPath(item.marker, 8, 5, 4)} fill={chartColorVar(item.colorIndex)} />
            )}
          </svg>
          {item.name}
        </li>
      ))}
    </ul>
  );
}
