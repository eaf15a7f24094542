import { applyEdgeChanges, useReactFlow, type EdgeChange, type NodeChange } from '@xyflow/react';
import { useEffect, useMemo, useState } from 'react';
import { useTheme } from '../theme/theme-provider';
import { nodeBoxesOf, withNodeBoxes } from '../workflow-graph/workflow-edge';
import type { WorkflowFlowNode } from '../workflow-graph/workflow-node';
import { FIT_WHOLE_GRAPH } from './fit-view';
import { toFlowEdges, toFlowNodes, type LiveState } from './flow-elements';
import type { DocumentAction, EditorGraph, XY } from './graph-document';

// React Flow's change events sorted into the editor's: a drop is one 'move' edit, a selection
// goes to the editor, sizes and positions mid-drag stay here.

type Options = {
  graph: EditorGraph;
  flagged: ReadonlySet<string>;
  selected: ReadonlySet<string>;
  dispatch: (action: DocumentAction) => void;
  onSelect: (nodeIds: string[]) => void;
};

const NO_LIVE: LiveState = { positions: {}, measured: {} };
const NONE: ReadonlySet<string> = new Set();

function nextLive(live: LiveState, changes: NodeChange<WorkflowFlowNode>[]): LiveState {
  const positions = { ...live.positions };
  const measured = { ...live.measured };
  for (const c of changes) {
    if (c.type === 'position' && c.position && c.dragging) positions[c.id] = c.position;
    if (c.type === 'position' && !c.dragging) delete positions[c.id];
    if (c.type === 'dimensions' && c.dimensions) measured[c.id] = c.dimensions;
  }
  return { positions, measured };
}

export function useFlowElements({ graph, flagged, selected, dispatch, onSelect }: Options) {
  const [live, setLive] = useState<LiveState>(NO_LIVE);
  const [selectedEdges, setSelectedEdges] = useState<ReadonlySet<string>>(new Set());
  const nodes = useMemo(() => toFlowNodes(graph, live, flagged, selected), [graph, live, flagged, selected]);
  // Edges route around the nodes where they lie in the graph, not mid-drag: a drag then redraws
  // only the dragged node's edges, as React Flow does, not every edge on every frame.
  const boxes = useMemo(() => nodeBoxesOf(toFlowNodes(graph, NO_LIVE, NONE, NONE)), [graph]);
  const edges = useMemo(() => withNodeBoxes(toFlowEdges(graph, selectedEdges), boxes), [graph, selectedEdges, boxes]);

  const onNodesChange = (changes: NodeChange<WorkflowFlowNode>[]) => {
    setLive((current) => nextLive(current, changes));
    const dropped: Record<string, XY> = {};
    for (const c of changes)
      if (c.type === 'position' && c.dragging === false && c.position) dropped[c.id] = c.position;
    if (Object.keys(dropped).length > 0) dispatch({ type: 'move', positions: dropped });
    const selects = changes.filter((c) => c.type === 'select');
    if (selects.length === 0) return;
    const next = new Set(selected);
    for (const c of selects) {
      if (c.selected) next.add(c.id);
      else next.delete(c.id);
    }
    onSelect([...next]);
  };
  const onEdgesChange = (changes: EdgeChange[]) =>
    setSelectedEdges(
      new Set(
        applyEdgeChanges(changes, edges)
          .filter((e) => e.selected)
          .map((e) => e.id),
      ),
    );

  // React Flow's own parts (minimap, controls, edges) follow the app's theme.
  return { nodes, edges, onNodesChange, onEdgesChange, colorMode: useTheme().resolved };
}

/** Frames the whole graph whenever the key changes, on the frame after React Flow draws it. */
export function useFitOnChange(key: string) {
  const flow = useReactFlow();
  useEffect(() => {
    const frame = requestAnimationFrame(() => void flow.fitView(FIT_WHOLE_GRAPH));
    return () => cancelAnimationFrame(frame);
  }, [key, flow]);
}
