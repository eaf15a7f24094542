import { MarkerType } from '@xyflow/react';
import type { ChartLayout } from './chart-elk';
import type { ChartGraph, ChartNode } from './chart-graph';
import type { StateFlowNode } from './state-chart-nodes';
import type { TransitionFlowEdge } from './state-chart-edge';

// The laid-out chart as React Flow's nodes and edges: nested states by parentId, boxes from elk,
// the active states marked on the node element itself (aria-current) for tests and readers.

// 'frame', not React Flow's 'group': that type comes with a border and centred text of its own.
const TYPE_OF: Record<ChartNode['kind'], string> = {
  atomic: 'state',
  final: 'state',
  compound: 'frame',
  parallel: 'frame',
  history: 'history',
  initial: 'initial',
};

const KIND_WORDS: Record<ChartNode['kind'], string> = {
  atomic: 'State',
  final: 'Final state',
  compound: 'Compound state',
  parallel: 'Parallel state',
  history: 'History state',
  initial: 'Initial state marker',
};

export function flowNodes(graph: ChartGraph, layout: ChartLayout, active: ReadonlySet<string>): StateFlowNode[] {
  return graph.nodes.map((node) => {
    const box = layout.nodes[node.id] ?? { x: 0, y: 0, width: 0, height: 0 };
    const isActive = active.has(node.id);
    return {
      id: node.id,
      type: TYPE_OF[node.kind],
      ...(node.parentId ? { parentId: node.parentId } : {}),
      position: { x: box.x, y: box.y },
      width: box.width,
      height: box.height,
      data: { node, active: isActive },
      ariaRole: node.kind === 'initial' ? 'presentation' : 'group',
      ...(node.kind === 'initial' ? {} : { ariaLabel: `${KIND_WORDS[node.kind]} ${node.path || node.label}` }),
      domAttributes: isActive ? { 'aria-current': 'true' } : {},
    };
  });
}

export function flowEdges(graph: ChartGraph, layout: ChartLayout): TransitionFlowEdge[] {
  const paths = new Map(graph.nodes.map((n) => [n.id, n.path || n.label]));
  return graph.edges.map((edge) => {
    const route = layout.edges[edge.id];
    return {
      id: edge.id,
      type: 'transition',
      source: edge.source,
      target: edge.target,
      // Above the state frames: a route inside a group would otherwise sit under its fill.
      zIndex: 1000,
      markerEnd: { type: MarkerType.ArrowClosed, width: 16, height: 16, color: 'var(--fg-muted)' },
      style: { stroke: 'var(--fg-muted)', strokeWidth: 1.5 },
      ariaLabel: edge.label
        ? `${edge.label}: ${paths.get(edge.source)} to ${paths.get(edge.target)}`
        : `Initial state: ${paths.get(edge.target)}`,
      data: { points: route?.points ?? [], labelBox: route?.label ?? null, text: edge.label },
    };
  });
}
