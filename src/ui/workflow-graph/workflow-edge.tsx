import { BaseEdge, getBezierPath, type Edge, type EdgeProps, type Node } from '@xyflow/react';
import { needsRoute, roundedPath, routeAround, type Box } from '../../domain/workflow-graph/edge-route';

// A workflow's edge: React Flow's curve when nothing is in its way, and a route through the gap
// below its source when it runs back to a wrapped row's start or a node sits on its line
// (edge-route.ts), so it never runs under the nodes it passes. The nodes' boxes come from the
// canvas, made once whenever the nodes change and shared by every edge (`withNodeBoxes`).

export interface NodeBoxes {
  list: Box[];
  byId: ReadonlyMap<string, Box>;
}

/** Each node's box, from the position and size the canvas gives React Flow. */
export function nodeBoxesOf(nodes: readonly Node[]): NodeBoxes {
  const byId = new Map<string, Box>(
    nodes.map((node) => [
      node.id,
      {
        x: node.position.x,
        y: node.position.y,
        width: Number(node.style?.width ?? 0),
        height: Number(node.style?.height ?? 0),
      },
    ]),
  );
  return { list: [...byId.values()], byId };
}

/** The edges, each carrying the one shared NodeBoxes its route reads. */
export const withNodeBoxes = (edges: readonly Edge[], boxes: NodeBoxes): Edge[] =>
  edges.map((edge) => ({ ...edge, data: { ...edge.data, boxes } }));

const NO_BOXES: NodeBoxes = { list: [], byId: new Map() };

export function WorkflowEdge(props: EdgeProps) {
  const { source, sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition, markerEnd, style } = props;
  const boxes = (props.data as { boxes?: NodeBoxes } | undefined)?.boxes ?? NO_BOXES;
  const [from, to] = [
    { x: sourceX, y: sourceY },
    { x: targetX, y: targetY },
  ];
  const below = boxes.byId.get(source);
  const path = needsRoute(from, to, boxes.list)
    ? roundedPath(routeAround(from, to, below ? below.y + below.height : sourceY, boxes.list))
    : getBezierPath({ sourceX, sourceY, sourcePosition, targetX, targetY, targetPosition })[0];
  return <BaseEdge path={path} markerEnd={markerEnd} style={style} interactionWidth={props.interactionWidth} />;
}

/** The edge types both canvases draw with: every edge is a workflow edge. */
export const EDGE_TYPES = { default: WorkflowEdge };
