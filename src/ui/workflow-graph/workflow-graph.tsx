import '@xyflow/react/dist/style.css';
import { Background, Controls, ReactFlow, type Edge } from '@xyflow/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { WorkflowDefinition } from '../../api/types';
import { Spinner } from '../components/spinner';
import type { PositionedNode } from '../../domain/workflow-graph/graph-layout';
import { layoutWorkflow } from './layout-workflow';
import { NODE_KINDS } from './node-kinds';
import { WorkflowNodeView, type WorkflowFlowNode } from './workflow-node';
import { EDGE_TYPES, nodeBoxesOf, withNodeBoxes } from './workflow-edge';

// A workflow's graph, read-only: laid out by elkjs, drawn by React Flow, zoomable. The same graph
// is written out as an ordered list for screen readers and for anyone who prefers to read it.

const NODE_TYPES = { workflow: WorkflowNodeView };

export function WorkflowGraph({ definition, label }: { definition: WorkflowDefinition; label: string }) {
  // A query, not an effect: the layout is cached per graph and a stale answer never lands.
  const layout = useQuery({
    queryKey: ['workflow-layout', definition],
    queryFn: () => layoutWorkflow(definition),
    staleTime: Infinity,
    retry: false,
  });
  const positions = layout.data;
  const failed = layout.isError;
  const nodes = useMemo(() => flowNodes(definition, positions ?? []), [definition, positions]);
  const edges = useMemo<Edge[]>(
    () =>
      withNodeBoxes(
        definition.edges.map((e) => ({
          id: e.id,
          source: e.source,
          target: e.target,
          sourceHandle: e.sourcePort,
          targetHandle: e.targetPort,
        })),
        nodeBoxesOf(nodes),
      ),
    [definition, nodes],
  );

  return (
    <section aria-label={label} aria-busy={!positions && !failed} className="flex flex-col gap-2">
      <div className="h-[28rem] overflow-hidden rounded-ui border border-border bg-surface" aria-hidden={!positions}>
        {positions ? (
          <ReactFlow
            nodes={nodes}
            edges={edges}
            nodeTypes={NODE_TYPES}
            edgeTypes={EDGE_TYPES}
            nodesDraggable={false}
            nodesConnectable={false}
            elementsSelectable={false}
            fitView
            // A long method chain is wide: the whole graph fits first, and zooming in reads it.
            minZoom={0.1}
            fitViewOptions={{ padding: 0.05, minZoom: 0.1 }}
            proOptions={{ hideAttribution: true }}
          >
            <Background />
            <Controls showInteractive={false} aria-label="Zoom controls" />
          </ReactFlow>
        ) : (
          <div className="flex h-full items-center justify-center">
            {failed ? (
              <p className="text-sm text-fg-muted">The graph could not be laid out; read it below.</p>
            ) : (
              <Spinner label="Laying out the workflow" />
            )}
          </div>
        )}
      </div>
      <Legend />
      <GraphAsList definition={definition} />
    </section>
  );
}

function flowNodes(definition: WorkflowDefinition, positions: PositionedNode[]): WorkflowFlowNode[] {
  const at = new Map(positions.map((p) => [p.id, p]));
  return definition.nodes.map((node) => {
    const p = at.get(node.id);
    return {
      id: node.id,
      type: 'workflow',
      position: { x: p?.x ?? 0, y: p?.y ?? 0 },
      data: { node },
      style: { width: p?.width, height: p?.height },
    };
  });
}

function Legend() {
  return (
    <ul aria-label="Node kinds" className="flex flex-wrap gap-3 text-xs text-fg-muted">
      {Object.values(NODE_KINDS).map((kind) => (
        <li key={kind.label} className="flex items-center gap-1.5">
          <span aria-hidden className={`inline-block size-3 rounded-sm border-2 ${kind.className}`} />
          {kind.label}
        </li>
      ))}
    </ul>
  );
}

function GraphAsList({ definition }: { definition: WorkflowDefinition }) {
  const labels = new Map(definition.nodes.map((n) => [n.id, n.label]));
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-accent-text">Show as list</summary>
      <ol aria-label="Workflow steps" className="mt-2 list-decimal space-y-1 pl-5">
        {definition.nodes.map((node) => (
          <li key={node.id}>
            <span className="font-medium">{NODE_KINDS[node.kind].label}:</span> {node.label}
            {definition.edges.some((e) => e.source === node.id) && (
              <span className="text-fg-muted">
                {' '}
                →{' '}
                {definition.edges
                  .filter((e) => e.source === node.id)
                  .map((e) => labels.get(e.target))
                  .join(', ')}
              </span>
            )}
          </li>
        ))}
      </ol>
    </details>
  );
}
