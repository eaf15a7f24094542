import type { ElkNode } from 'elkjs/lib/elk-api.js';

// Where each node of a workflow sits: elkjs's layered layout, left to right, the way data flows.
// The same ELK graph is laid out here (elkjs loaded on first use, so only pages that draw a graph
// pay for it) or in a web worker (layout-in-worker.ts), so a large graph never freezes the page.

export const NODE_WIDTH = 240;
const PORT_ROW = 20;

export interface PositionedNode {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What the layout needs of a graph: node ids with their port counts, and the edges. */
export type LayoutGraph = {
  nodes: Array<{ id: string; inputs: unknown[]; outputs: unknown[] }>;
  edges: Array<{ id: string; source: string; target: string }>;
};

export const nodeHeight = (node: { inputs: unknown[]; outputs: unknown[] }) =>
  64 + PORT_ROW * Math.max(node.inputs.length, node.outputs.length, 1);

export function elkGraphOf(graph: LayoutGraph): ElkNode {
  return {
    id: 'workflow',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'RIGHT',
      'elk.spacing.nodeNode': '32',
      'elk.layered.spacing.nodeNodeBetweenLayers': '72',
      // A long chain of method steps wraps into rows instead of one strip too wide to read.
      'elk.layered.wrapping.strategy': 'MULTI_EDGE',
      'elk.aspectRatio': '1.6',
    },
    children: graph.nodes.map((node) => ({ id: node.id, width: NODE_WIDTH, height: nodeHeight(node) })),
    edges: graph.edges.map((edge) => ({ id: edge.id, sources: [edge.source], targets: [edge.target] })),
  };
}

export function positionsOf(laid: ElkNode): PositionedNode[] {
  return (laid.children ?? []).map((child) => ({
    id: child.id,
    x: child.x ?? 0,
    y: child.y ?? 0,
    width: child.width ?? NODE_WIDTH,
    height: child.height ?? 0,
  }));
}

export async function layoutWorkflow(graph: LayoutGraph): Promise<PositionedNode[]> {
  const { default: ELK } = await import('elkjs/lib/elk.bundled.js');
  return positionsOf(await new ELK().layout(elkGraphOf(graph)));
}
