import { BaseEdge, EdgeLabelRenderer, type Edge, type EdgeProps } from '@xyflow/react';
import type { Box, Point } from './chart-elk';

// A transition along the route elk chose (absolute points), not React Flow's own curve between
// handles, so arrows go around the nested states; the label sits where elk left room for it.

export type TransitionFlowEdge = Edge<{ points: Point[]; labelBox: Box | null; text: string }, 'transition'>;

export function pathOf(points: Point[]): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'} ${p.x} ${p.y}`).join(' ');
}

export function TransitionEdgeView({ id, data, markerEnd, style }: EdgeProps<TransitionFlowEdge>) {
  if (!data || data.points.length < 2) return null;
  const box = data.labelBox;
  return (
    <>
      <BaseEdge id={id} path={pathOf(data.points)} markerEnd={markerEnd} style={style} />
      {box && data.text && (
        <EdgeLabelRenderer>
          <div
            className="absolute flex justify-center text-[11px] leading-4 whitespace-nowrap text-fg"
            // Above the nodes: a label inside a state's frame would otherwise sit under its fill.
            style={{ transform: `translate(${box.x}px, ${box.y}px)`, width: box.width, zIndex: 1001 }}
          >
            <span className="rounded-sm bg-surface px-0.5">{data.text}</span>
          </div>
        </EdgeLabelRenderer>
      )}
    </>
  );
}
