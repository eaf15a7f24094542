import { type Graph, type GraphNode, isRequiredInput } from './graph-model';
import { isNodeKind, NODE_CATALOGUE, parameterProblem } from './node-catalogue';

// Every problem a workflow graph can have, each naming the node or edge it is about. Blocking
// problems make a graph malformed: the server never stores one. The others (an input left
// unconnected, an orphan node, a dataset not chosen) are a draft's normal state, listed so the
// researcher can finish it. Linear in nodes and edges: the editor runs it on every edit.

export type ProblemCode =
  | 'duplicate_node'
  | 'duplicate_edge'
  | 'unknown_kind'
  | 'invalid_parameter'
  | 'dangling_edge'
  | 'type_mismatch'
  | 'multiple_producers'
  | 'cycle'
  | 'unconnected_input'
  | 'orphan_node'
  | 'missing_dataset';

export type GraphProblem = { code: ProblemCode; message: string; blocking: boolean; nodeId?: string; edgeId?: string };

type Found = Omit<GraphProblem, 'blocking'>;
const BLOCKING = new Set<ProblemCode>([
  'duplicate_node',
  'duplicate_edge',
  'unknown_kind',
  'invalid_parameter',
  'dangling_edge',
  'type_mismatch',
  'multiple_producers',
  'cycle',
]);

const named = (node: GraphNode) => `"${node.label}"`;

function nodeProblems(graph: Graph): Found[] {
  const found: Found[] = [];
  const seen = new Set<string>();
  for (const node of graph.nodes) {
    if (seen.has(node.id))
      found.push({ code: 'duplicate_node', nodeId: node.id, message: `Two nodes share the id ${node.id}` });
    seen.add(node.id);
    if (!isNodeKind(node.kind)) {
      found.push({
        code: 'unknown_kind',
        nodeId: node.id,
        message: `${named(node)} is of an unknown kind: ${node.kind}`,
      });
      continue;
    }
    const { properties, required } = NODE_CATALOGUE[node.kind].parameters;
    for (const [key, value] of Object.entries(node.parameters ?? {})) {
      const why = properties[key] ? parameterProblem(properties[key], value) : 'is not a parameter of this kind';
      if (why) found.push({ code: 'invalid_parameter', nodeId: node.id, message: `${named(node)}: ${key} ${why}` });
    }
    if (node.kind === 'dataset' && required.some((key) => !node.parameters?.[key]))
      found.push({ code: 'missing_dataset', nodeId: node.id, message: `${named(node)} has no dataset chosen` });
  }
  return found;
}

function edgeProblems(graph: Graph, nodes: Map<string, GraphNode>): Found[] {
  const found: Found[] = [];
  const edgeIds = new Set<string>();
  const fedInputs = new Set<string>();
  for (const edge of graph.edges) {
    if (edgeIds.has(edge.id))
      found.push({ code: 'duplicate_edge', edgeId: edge.id, message: `Two edges share the id ${edge.id}` });
    edgeIds.add(edge.id);
    const source = nodes.get(edge.source);
    const target = nodes.get(edge.target);
    const out = source?.outputs.find((p) => p.id === edge.sourcePort);
    const input = target?.inputs.find((p) => p.id === edge.targetPort);
    if (!source || !target || !out || !input) {
      const message = `Edge ${edge.id} joins ports that do not exist`;
      found.push({ code: 'dangling_edge', edgeId: edge.id, message });
      continue;
    }
    if (out.type !== input.type) {
      const message = `${named(source)} gives ${out.type} but ${named(target)} takes ${input.type} on "${input.name}"`;
      found.push({ code: 'type_mismatch', edgeId: edge.id, nodeId: target.id, message });
    }
    const inputKey = `${target.id}\u0000${input.id}`;
    if (fedInputs.has(inputKey)) {
      const message = `${named(target)} has more than one producer for "${input.name}"`;
      found.push({ code: 'multiple_producers', edgeId: edge.id, nodeId: target.id, message });
    }
    fedInputs.add(inputKey);
  }
  return found;
}

/** Kahn's algorithm: what is left once every node whose inputs are ready has been taken. */
export function nodesOnCycles(graph: Graph): string[] {
  const incoming = new Map(graph.nodes.map((node) => [node.id, 0]));
  const outgoing = new Map<string, string[]>();
  for (const edge of graph.edges) {
    if (!incoming.has(edge.source) || !incoming.has(edge.target)) continue;
    incoming.set(edge.target, incoming.get(edge.target)! + 1);
    outgoing.set(edge.source, [...(outgoing.get(edge.source) ?? []), edge.target]);
  }
  const ready = [...incoming].filter(([, count]) => count === 0).map(([id]) => id);
  while (ready.length > 0) {
    const id = ready.pop()!;
    incoming.delete(id);
    for (const next of outgoing.get(id) ?? []) {
      const left = incoming.get(next)! - 1;
      incoming.set(next, left);
      if (left === 0) ready.push(next);
    }
  }
  return [...incoming.keys()];
}

function wiringProblems(graph: Graph): Found[] {
  const found: Found[] = [];
  const fed = new Set(graph.edges.map((e) => `${e.target}\u0000${e.targetPort}`));
  const touched = new Set(graph.edges.flatMap((e) => [e.source, e.target]));
  for (const node of graph.nodes) {
    if (graph.nodes.length > 1 && !touched.has(node.id)) {
      found.push({ code: 'orphan_node', nodeId: node.id, message: `${named(node)} is connected to nothing` });
      continue;
    }
    for (const input of node.inputs.filter(isRequiredInput))
      if (!fed.has(`${node.id}\u0000${input.id}`)) {
        const message = `${named(node)} has nothing connected to its "${input.name}" input`;
        found.push({ code: 'unconnected_input', nodeId: node.id, message });
      }
  }
  return found;
}

/** Every problem of the graph, blocking ones first. */
export function graphProblems(graph: Graph): GraphProblem[] {
  const nodes = new Map(graph.nodes.map((node) => [node.id, node]));
  const cycle = nodesOnCycles(graph);
  const cycleProblem: Found[] =
    cycle.length > 0
      ? [
          {
            code: 'cycle',
            nodeId: cycle[0],
            message: `${named(nodes.get(cycle[0])!)} is on a cycle; a workflow only flows forward`,
          },
        ]
      : [];
  const found = [...nodeProblems(graph), ...edgeProblems(graph, nodes), ...cycleProblem, ...wiringProblems(graph)];
  const problems = found.map((p) => ({ ...p, blocking: BLOCKING.has(p.code) }));
  return [...problems.filter((p) => p.blocking), ...problems.filter((p) => !p.blocking)];
}

/** The first reason the graph cannot be stored at all, or null when it can (as a draft at least). */
export function malformedReason(graph: Graph): string | null {
  return graphProblems(graph).find((p) => p.blocking)?.message ?? null;
}
