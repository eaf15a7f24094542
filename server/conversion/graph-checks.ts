import type { WorkflowDefinition } from './conversion-schemas';

// A workflow is a DAG whose edges join ports that exist and carry the same type. The offline
// builder's graphs pass by construction; a model's answer is held to the same rules.

/** Why the graph is not a valid workflow, or null when it is. */
export function graphProblem(definition: WorkflowDefinition): string | null {
  const nodes = new Map(definition.nodes.map((node) => [node.id, node]));
  if (nodes.size !== definition.nodes.length) return 'two nodes share an id';
  for (const edge of definition.edges) {
    const source = nodes.get(edge.source)?.outputs.find((port) => port.id === edge.sourcePort);
    const target = nodes.get(edge.target)?.inputs.find((port) => port.id === edge.targetPort);
    if (!source) return `edge ${edge.id} starts at no output port of a node`;
    if (!target) return `edge ${edge.id} ends at no input port of a node`;
    if (source.type !== target.type) return `edge ${edge.id} joins a ${source.type} port to a ${target.type} port`;
  }
  return hasCycle(definition) ? 'the graph has a cycle' : null;
}

/** Kahn's algorithm: a graph is acyclic when every node can be taken once its inputs are. */
function hasCycle({ nodes, edges }: WorkflowDefinition): boolean {
  const incoming = new Map(nodes.map((node) => [node.id, 0]));
  for (const edge of edges) incoming.set(edge.target, (incoming.get(edge.target) ?? 0) + 1);
  const ready = [...incoming].filter(([, count]) => count === 0).map(([id]) => id);
  let taken = 0;
  while (ready.length > 0) {
    const id = ready.pop()!;
    taken++;
    for (const edge of edges.filter((e) => e.source === id)) {
      const left = incoming.get(edge.target)! - 1;
      incoming.set(edge.target, left);
      if (left === 0) ready.push(edge.target);
    }
  }
  return taken !== nodes.length;
}
