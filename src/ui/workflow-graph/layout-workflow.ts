import type { WorkflowDefinition } from '../../api/types';

// Where each node of a workflow sits: elkjs's layered layout, left to right, the way data flows.
// elkjs is loaded on first use, so only pages that draw a graph pay for it.

export const NODE_WIDTH = 240;
const PORT_ROW = 20;

export interface PositionedNode {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export const nodeHeight = (node: WorkflowDefinition['nodes'][number]) =>
  64 + PORT_ROW * Math.max(node.inputs.length, node.outputs.length, 1);

export async function layoutWorkflow(definition: WorkflowDefinition): Promise<PositionedNode[]> {
  const { default: ELK } = await import('elkjs/lib/elk.bundled.js');
  const laid = await new ELK().layout({
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
    children: definition.nodes.map((node) => ({ id: node.id, width: NODE_WIDTH, height: nodeHeight(node) })),
    edges: definition.edges.map((edge) => ({ id: edge.id, sources: [edge.source], targets: [edge.target] })),
  });
  return (laid.children ?? []).map((child) => ({
    id: child.id,
    x: child.x ?? 0,
    y: child.y ?? 0,
    width: child.width ?? NODE_WIDTH,
    height: child.height ?? 0,
  }));
}
