import {
  elkGraphOf,
  positionsOf,
  type LayoutGraph,
  type PositionedNode,
} from '../../domain/workflow-graph/graph-layout';

// Lays a workflow out in this thread, elkjs loaded on first use so only pages that draw a graph
// pay for it. Large graphs in the editor go through the web worker instead (layout-in-worker.ts).

export async function layoutWorkflow(graph: LayoutGraph): Promise<PositionedNode[]> {
  const { default: ELK } = await import('elkjs/lib/elk.bundled.js');
  return positionsOf(await new ELK().layout(elkGraphOf(graph)));
}
