import type { Graph, GraphEdge } from './graph-model';

// Whether a connection being dragged may land: the editor asks on every hover, and shows the
// reason beside the pointer when the answer is no.

export type Connection = Omit<GraphEdge, 'id'>;

function reaches(graph: Graph, from: string, to: string): boolean {
  const next = new Map<string, string[]>();
  for (const e of graph.edges) next.set(e.source, [...(next.get(e.source) ?? []), e.target]);
  const stack = [from];
  const seen = new Set<string>();
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (id === to) return true;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(next.get(id) ?? []));
  }
  return false;
}

/** Why the connection is refused, or null when it may be made. */
export function connectionProblem(graph: Graph, c: Connection): string | null {
  if (c.source === c.target) return 'A node cannot feed itself';
  const source = graph.nodes.find((n) => n.id === c.source);
  const target = graph.nodes.find((n) => n.id === c.target);
  const out = source?.outputs.find((p) => p.id === c.sourcePort);
  const input = target?.inputs.find((p) => p.id === c.targetPort);
  if (!source || !target || !out || !input) return 'Connect an output to an input';
  if (out.type !== input.type) return `A ${out.type} output cannot feed a ${input.type} input`;
  if (graph.edges.some((e) => e.target === c.target && e.targetPort === c.targetPort))
    return `"${input.name}" of "${target.label}" already has a producer`;
  if (reaches(graph, c.target, c.source)) return 'That connection would make a cycle';
  return null;
}
