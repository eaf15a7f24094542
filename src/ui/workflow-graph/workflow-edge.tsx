import { BaseEdge, getBezierPath, useStore, type EdgeProps, type ReactFlowState } from '@xyflow/react';
import { useCallback } from 'react';
import { needsRoute, roundedPath, routeAround, type Box } from '../../domain/workflow-graph/edge-route';

// A workflow's edge: React Flow's curve when nothing is in its way, and a route through the gap
// below its source when it runs back to a wrapped row's start or a node sits on its line
// (edge-route.ts), so it never runs under the nodes it passes.

/** Every node's box in the canvas's coordinates, as React Flow has measured it. */
function boxesOf(state: ReactFlowState): Box[] {
  const boxes: Box[] = [];
  for (const node of state.nodeLookup.values()) {
    const { x, y } = node.internals.positionAbsolute;
    boxes.push({ x, y, width: node.measured.width ?? 0, height: node.measured.height ?? 0 });
  }
  return boxes;
}

const sameBoxes = (a: Box[], b: Box[]) =>
  a.length === b.length &&
  a.every((box, i) => box.x === b[i].x && box.y === b[i].y && box.width === b[i].width && box.height === b[i].height);

export function WorkflowEdge(props: EdgeProps) {
  const { source, sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition, markerEnd, style } = props;
  const boxes = useStore(boxesOf, sameBoxes);
  const sourceBottom = useStore(
    useCallback(
      (state: ReactFlowState) => {
        const node = state.nodeLookup.get(source);
        return node ? node.internals.positionAbsolute.y + (node.measured.height ?? 0) : sourceY;
      },
      [source, sourceY],
    ),
  );
  const [from, to] = [
    { x: sourceX, y: sourceY },
    { x: targetX, y: targetY },
  ];
  const path = needsRoute(from, to, boxes)
    ? roundedPath(routeAround(from, to, sourceBottom, boxes))
    : getBezierPath({ sourceX, sourceY, sourcePosition, targetX, targetY, targetPosition })[0];
  return <BaseEdge path={path} markerEnd={markerEnd} style={style} interactionWidth={props.interactionWidth} />;
}

/** The edge types both canvases draw with: every edge is a workflow edge. */
export const EDGE_TYPES = { default: WorkflowEdge };
