import type { Graph, GraphEdge, GraphNode } from '../../domain/workflow-graph/graph-model';
import {
  defaultParameters,
  NODE_CATALOGUE,
  parametersOf,
  type NodeKind,
} from '../../domain/workflow-graph/node-catalogue';

// The graph being edited, with its undo and redo history. Every edit is one action through this
// reducer, so undo covers all of them; a drag is one edit, committed when the node is dropped.

export type XY = { x: number; y: number };
export type EditorNode = GraphNode & {
  kind: NodeKind;
  description: string;
  notes?: string;
  position?: XY;
  parameters: Record<string, unknown>;
};
export type EditorGraph = { nodes: EditorNode[]; edges: GraphEdge[] };
export type NodePatch = Partial<Pick<EditorNode, 'label' | 'description' | 'notes' | 'parameters'>>;

export type DocumentAction =
  | { type: 'load'; graph: EditorGraph }
  | { type: 'add'; node: EditorNode }
  | { type: 'remove'; nodeIds: string[]; edgeIds: string[] }
  | { type: 'connect'; edge: GraphEdge }
  | { type: 'update'; nodeId: string; patch: NodePatch }
  | { type: 'move'; positions: Record<string, XY> }
  | { type: 'paste'; graph: EditorGraph }
  | { type: 'replace'; graph: EditorGraph }
  | { type: 'undo' }
  | { type: 'redo' };

export type DocumentState = { present: EditorGraph; past: EditorGraph[]; future: EditorGraph[] };

/** How many edits undo reaches back; older ones are dropped. */
export const HISTORY_LIMIT = 200;

export const emptyDocument = (graph: EditorGraph = { nodes: [], edges: [] }): DocumentState => ({
  present: graph,
  past: [],
  future: [],
});

const freshId = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}`;

/**
 * A saved, imported or generated graph as the editor holds it. Its kinds are checked where it
 * came in (the contract, the file import); what a source may leave out is filled here, once, so
 * no panel assumes a field a converted or generated node does not have.
 */
export function editorGraphOf(graph: Graph): EditorGraph {
  const nodes = graph.nodes.map((node): EditorNode => {
    const kind = node.kind as NodeKind;
    const { description } = node as Partial<EditorNode>;
    return {
      ...node,
      kind,
      description: typeof description === 'string' ? description : NODE_CATALOGUE[kind].description,
      parameters: parametersOf(kind, node.parameters),
    };
  });
  return { nodes, edges: graph.edges };
}

/** A new node of a kind at a place, with the kind's ports and default parameters. */
export function newNode(kind: NodeKind, position: XY): EditorNode {
  const spec = NODE_CATALOGUE[kind];
  return {
    id: freshId(kind.replace('_', '-')),
    kind,
    label: spec.label,
    description: spec.description,
    inputs: spec.inputs.map((port) => ({ ...port })),
    outputs: spec.outputs.map((port) => ({ ...port })),
    parameters: defaultParameters(kind),
    position,
  };
}

/** A copy of some nodes and the edges among them, with new ids, placed a little down and right. */
export function copyOf(graph: EditorGraph, nodeIds: string[], offset = 40): EditorGraph {
  const chosen = new Set(nodeIds);
  const ids = new Map(graph.nodes.filter((n) => chosen.has(n.id)).map((n) => [n.id, freshId('node')]));
  const nodes = graph.nodes
    .filter((n) => ids.has(n.id))
    .map((n) => ({
      ...structuredClone(n),
      id: ids.get(n.id)!,
      position: { x: (n.position?.x ?? 0) + offset, y: (n.position?.y ?? 0) + offset },
    }));
  const edges = graph.edges
    .filter((e) => ids.has(e.source) && ids.has(e.target))
    .map((e) => ({ ...e, id: freshId('edge'), source: ids.get(e.source)!, target: ids.get(e.target)! }));
  return { nodes, edges };
}

function edit(graph: EditorGraph, action: DocumentAction): EditorGraph {
  switch (action.type) {
    case 'add':
      return { ...graph, nodes: [...graph.nodes, action.node] };
    case 'remove': {
      const gone = new Set(action.nodeIds);
      const goneEdges = new Set(action.edgeIds);
      return {
        nodes: graph.nodes.filter((n) => !gone.has(n.id)),
        edges: graph.edges.filter((e) => !goneEdges.has(e.id) && !gone.has(e.source) && !gone.has(e.target)),
      };
    }
    case 'connect':
      return { ...graph, edges: [...graph.edges, action.edge] };
    case 'update':
      return { ...graph, nodes: graph.nodes.map((n) => (n.id === action.nodeId ? { ...n, ...action.patch } : n)) };
    case 'move':
      return {
        ...graph,
        nodes: graph.nodes.map((n) => (action.positions[n.id] ? { ...n, position: action.positions[n.id] } : n)),
      };
    case 'paste':
      return { nodes: [...graph.nodes, ...action.graph.nodes], edges: [...graph.edges, ...action.graph.edges] };
    default:
      return graph;
  }
}

export function documentReducer(state: DocumentState, action: DocumentAction): DocumentState {
  switch (action.type) {
    case 'load':
      return emptyDocument(action.graph);
    case 'undo':
      return state.past.length === 0
        ? state
        : { present: state.past.at(-1)!, past: state.past.slice(0, -1), future: [state.present, ...state.future] };
    case 'redo':
      return state.future.length === 0
        ? state
        : { present: state.future[0], past: [...state.past, state.present], future: state.future.slice(1) };
    default: {
      const next = action.type === 'replace' ? action.graph : edit(state.present, action);
      if (next === state.present) return state;
      return { present: next, past: [...state.past, state.present].slice(-HISTORY_LIMIT), future: [] };
    }
  }
}
