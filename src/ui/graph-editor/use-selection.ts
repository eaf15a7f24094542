import { useMemo, useState } from 'react';
import { graphProblems } from '../../domain/workflow-graph/graph-problems';
import type { EditorGraph } from './graph-document';

// What the editor derives from the graph on every edit: the selection (nodes that were deleted or
// undone away drop out of it), the graph's problems with the nodes they flag, and when to frame it.

export function useSelection(graph: EditorGraph) {
  const [picked, setSelected] = useState<string[]>([]);
  const selected = useMemo(() => picked.filter((id) => graph.nodes.some((n) => n.id === id)), [picked, graph]);
  const selectedSet = useMemo(() => new Set(selected), [selected]);
  return { selected, selectedSet, setSelected };
}

export function useProblems(graph: EditorGraph) {
  const problems = useMemo(() => graphProblems(graph), [graph]);
  const flagged = useMemo(() => new Set(problems.flatMap((p) => (p.nodeId ? [p.nodeId] : []))), [problems]);
  return { problems, flagged };
}

/** Changes when the graph should be framed: on request (after a layout), and when a graph arrives whole. */
export function useFitKey(graph: EditorGraph) {
  const [fits, setFits] = useState(0);
  const arrived = `${graph.nodes[0]?.id ?? ''}:${graph.nodes.length === 0}`;
  return { fitKey: `${fits}:${arrived}`, requestFit: () => setFits((n) => n + 1) };
}
