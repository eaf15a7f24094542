import '@xyflow/react/dist/style.css';
import { Background, Controls, ReactFlow, type Edge, type FitViewOptions, type Node } from '@xyflow/react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { Spinner } from '../../ui/components/spinner';
import { useTheme } from '../../ui/theme/theme-provider';
import { chartGraphOf } from './chart-graph';
import { flowEdges, flowNodes } from './chart-flow';
import { layoutChart } from './chart-layout';
import { TransitionEdgeView } from './state-chart-edge';
import { GroupNodeView, HistoryNodeView, InitialNodeView, StateNodeView } from './state-chart-nodes';

// A machine drawn from its definition: nested states as groups, laid out by elkjs, drawn by React
// Flow, zoomable and pannable. `activeStates` (state node ids) are emphasised, and named in text.

const NODE_TYPES = { state: StateNodeView, frame: GroupNodeView, history: HistoryNodeView, initial: InitialNodeView };
const EDGE_TYPES = { transition: TransitionEdgeView };
const CONTROL_LABELS = {
  'controls.ariaLabel': 'Zoom controls',
  'controls.zoomIn.ariaLabel': 'Zoom in',
  'controls.zoomOut.ariaLabel': 'Zoom out',
  'controls.fitView.ariaLabel': 'Fit view',
};

// Room on the right for the zoom buttons, so they never cover a state. They sit top right: the
// assistant's button floats at the bottom left of a phone's screen.
const FIT: FitViewOptions = {
  padding: { top: '16px', right: '56px', bottom: '16px', left: '16px' },
  minZoom: 0.1,
  maxZoom: 1.25,
};

export interface StateChartProps {
  machine: AnyStateMachine;
  /** State node ids to emphasise, e.g. from a running actor. */
  activeStates?: readonly string[];
  label?: string;
}

export function StateChart({ machine, activeStates = [], label = `${machine.id} state chart` }: StateChartProps) {
  const graph = useMemo(() => chartGraphOf(machine), [machine]);
  const [aspect, measure] = useBoxAspect();
  // A query, not an effect: the layout is cached per machine and a stale answer never lands.
  const layout = useQuery({
    queryKey: ['state-chart-layout', machine.id, graph.nodes.length, graph.edges.length, aspect],
    queryFn: () => layoutChart(graph, aspect!),
    enabled: aspect !== null,
    staleTime: Infinity,
    retry: false,
  });
  const active = useMemo(() => new Set(activeStates), [activeStates]);
  const nodes = useMemo(() => layout.data && flowNodes(graph, layout.data, active), [graph, layout.data, active]);
  const edges = useMemo(() => layout.data && flowEdges(graph, layout.data), [graph, layout.data]);
  // Leaves only: an active compound state is implied by its active children.
  const current = graph.nodes.filter(
    (n) => active.has(n.id) && n.path && !graph.nodes.some((c) => c.parentId === n.id && active.has(c.id)),
  );
  return (
    <section aria-label={label} className="flex flex-col gap-2">
      <div
        ref={measure}
        className="h-[28rem] overflow-hidden rounded-ui border border-border bg-surface sm:h-[32rem]"
        aria-busy={!nodes}
      >
        {nodes && edges ? (
          <ChartCanvas nodes={nodes} edges={edges} />
        ) : (
          <div className="flex h-full items-center justify-center">
            {layout.isError ? (
              <p className="text-sm text-fg-muted">The chart could not be laid out.</p>
            ) : (
              <Spinner label="Laying out the chart" />
            )}
          </div>
        )}
      </div>
      {current.length > 0 && (
        <p className="text-sm">
          <span className="font-medium">Current state:</span> {current.map((n) => n.path).join(', ')}
        </p>
      )}
    </section>
  );
}

function ChartCanvas({ nodes, edges }: { nodes: Node[]; edges: Edge[] }) {
  return (
    <ReactFlow
      nodes={nodes}
      edges={edges}
      nodeTypes={NODE_TYPES}
      edgeTypes={EDGE_TYPES}
      colorMode={useTheme().resolved}
      nodesDraggable={false}
      nodesConnectable={false}
      nodesFocusable={false}
      edgesFocusable={false}
      elementsSelectable={false}
      fitView
      minZoom={0.1}
      fitViewOptions={FIT}
      ariaLabelConfig={CONTROL_LABELS}
      proOptions={{ hideAttribution: true }}
    >
      <Background />
      <Controls showInteractive={false} position="top-right" />
    </ReactFlow>
  );
}

/**
 * The box's width over its height, to the half, read once when the box mounts (a callback ref,
 * not an effect); 2 where nothing is measured, as in jsdom.
 */
function useBoxAspect(): [number | null, (box: HTMLDivElement | null) => void] {
  const [aspect, setAspect] = useState<number | null>(null);
  const measure = useCallback((box: HTMLDivElement | null) => {
    if (!box) return;
    const { clientWidth: w, clientHeight: h } = box;
    setAspect((known) => known ?? (w > 0 && h > 0 ? Math.max(0.5, Math.round((2 * w) / h) / 2) : 2));
  }, []);
  return [aspect, measure];
}
