import type { Graph } from './graph-model';
import { malformedReason } from './graph-problems';

// A workflow graph as a file: what the editor exports as JSON and what it accepts back. An
// import is checked as the server checks a save, so a file that loads is one that can be saved.

export const GRAPH_FILE_FORMAT = 'labforge.workflow-graph';

export type GraphFile = { format: typeof GRAPH_FILE_FORMAT; version: 1; name: string; graph: Graph };

export const graphFile = (name: string, graph: Graph): GraphFile => ({
  format: GRAPH_FILE_FORMAT,
  version: 1,
  name,
  graph,
});

type Parsed = { ok: true; name?: string; graph: Graph } | { ok: false; error: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown) => typeof v === 'string' && v.length > 0;
const isPort = (v: unknown) => isObject(v) && isText(v.id) && isText(v.name) && isText(v.type);

function shapeProblem(graph: Record<string, unknown>): string | null {
  if (!Array.isArray(graph.nodes) || !Array.isArray(graph.edges)) return 'it needs a list of nodes and a list of edges';
  for (const [i, node] of graph.nodes.entries()) {
    if (!isObject(node) || !isText(node.id) || !isText(node.kind) || typeof node.label !== 'string')
      return `node ${i + 1} needs an id, a kind and a label`;
    if (!Array.isArray(node.inputs) || !Array.isArray(node.outputs) || ![...node.inputs, ...node.outputs].every(isPort))
      return `node ${node.id} needs inputs and outputs, each with an id, a name and a type`;
    if (node.parameters !== undefined && !isObject(node.parameters))
      return `node ${node.id} has parameters that are not an object`;
  }
  for (const [i, edge] of graph.edges.entries())
    if (!isObject(edge) || !['id', 'source', 'sourcePort', 'target', 'targetPort'].every((k) => isText(edge[k])))
      return `edge ${i + 1} needs an id, a source, a sourcePort, a target and a targetPort`;
  return null;
}

/** Reads a graph file (ours, or a workflow's `workflow_definition`), naming the first problem. */
export function parseGraphFile(text: string): Parsed {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: 'The file is not valid JSON' };
  }
  const body = isObject(data) ? (data.graph ?? data.workflow_definition ?? data) : data;
  if (!isObject(body)) return { ok: false, error: 'The file is not a workflow graph: it needs nodes and edges' };
  const shape = shapeProblem(body);
  if (shape) return { ok: false, error: `The file is not a workflow graph: ${shape}` };
  const graph = body as unknown as Graph;
  const reason = malformedReason(graph);
  if (reason) return { ok: false, error: `The graph cannot be used: ${reason}` };
  const name = isObject(data) && typeof data.name === 'string' ? data.name : undefined;
  return { ok: true, name, graph };
}
