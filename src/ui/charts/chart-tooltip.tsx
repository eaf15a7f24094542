import { Tooltip } from '@visx/tooltip';
import type { ChartTarget } from './chart-types';

/**
 * The tooltip of the focused or pointed-at target. Placed in percent of the plot, so it follows
 * the drawing at any size, and on the side of the point with more room, so it stays inside.
 */
export function ChartTooltip({ target, width, height }: { target: ChartTarget; width: number; height: number }) {
  const toLeft = target.x > width / 2;
  const above = target.y > height / 2;
  return (
    <Tooltip
      role="tooltip"
      className="z-10 w-max max-w-[50%] rounded-ui border border-border bg-surface px-2 py-1 text-xs text-fg shadow-md"
      style={{
        position: 'absolute',
        pointerEvents: 'none',
        left: `${(target.x / width) * 100}%`,
        top: `${(target.y / height) * 100}%`,
        transform: `translate(${toLeft ? 'calc(-100% - 8px)' : '8px'}, ${above ? 'calc(-100% - 8px)' : '8px'})`,
      }}
    >
      <span className="block font-semibold">{target.title}</span>
      {target.lines.map((line) => (
        <span key={line} className="block tabular-nums">
          {line}
        </span>
      ))}
    </Tooltip>
  );
}
