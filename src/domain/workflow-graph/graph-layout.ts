// How a workflow graph is laid out, as elkjs reads it: its layered algorithm left to right, the
// way data flows, with each node's size from its port count. Pure: the page runs it in a web
// worker (src/ui/workflow-graph/), the bench in Node. The shapes are elkjs's JSON graph, written
// here so the domain imports nothing.

type ElkBox = { id: string; x?: number; y?: number; width?: number; height?: number };
export type ElkGraph = ElkBox & {
  layoutOptions: Record<string, string>;
  children: ElkBox[];
  edges: Array<{ id: string; sources: string[]; targets: string[] }>;
};

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

export function elkGraphOf(graph: LayoutGraph): ElkGraph {
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

export function positionsOf(laid: { children?: ElkBox[] }): PositionedNode[] {
  return (laid.children ?? []).map((child) => ({
    id: child.id,
    x: child.x ?? 0,
    y: child.y ?? 0,
    width: child.width ?? NODE_WIDTH,
    height: child.height ?? 0,
  }));
}
