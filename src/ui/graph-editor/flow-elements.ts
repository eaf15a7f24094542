import type { Edge } from '@xyflow/react';
import { NODE_WIDTH, nodeHeight } from '../../domain/workflow-graph/graph-layout';
import type { WorkflowFlowNode } from '../workflow-graph/workflow-node';
import type { EditorGraph, XY } from './graph-document';

// The edited graph as React Flow draws it. While a node is dragged its position is React Flow's
// (`live`), and it becomes the graph's when dropped; sizes are what React Flow measured.

export type LiveState = { positions: Record<string, XY>; measured: Record<string, { width: number; height: number }> };

export function toFlowNodes(
  graph: EditorGraph,
  live: LiveState,
  flagged: ReadonlySet<string>,
  selected: ReadonlySet<string>,
): WorkflowFlowNode[] {
  return graph.nodes.map((node) => ({
    id: node.id,
    type: 'workflow',
    position: live.positions[node.id] ?? node.position ?? { x: 0, y: 0 },
    data: { node, flagged: flagged.has(node.id) },
    style: { width: NODE_WIDTH, height: nodeHeight(node) },
    selected: selected.has(node.id),
    measured: live.measured[node.id],
    ariaLabel: `${node.label}, ${node.kind.replace('_', ' ')} node`,
  }));
}

export function toFlowEdges(graph: EditorGraph, selected: ReadonlySet<string>): Edge[] {
  return graph.edges.map((e) => ({
    id: e.id,
    source: e.source,
    target: e.target,
    sourceHandle: e.sourcePort,
    targetHandle: e.targetPort,
    selected: selected.has(e.id),
  }));
}
