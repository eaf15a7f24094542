import type { Graph, GraphEdge, GraphNode } from './graph-model';
import { NODE_CATALOGUE, type NodeKind } from './node-catalogue';

// A large, valid workflow for load tests (the editor's /graph-editor-test page and the bench):
// independent pipelines of sources joined by a preparation step, one or two branches of method
// and agent steps, each ending in an evaluation and a report. Deterministic for a seed, with
// ids n1…nN, and complete: no problem at all, not even an input left unconnected.

type Group = { sources: number; chains: number[] };

/** mulberry32: a small, well-mixed seeded generator, so the same seed gives the same graph. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return (below: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * below);
  };
}

const groupSize = (g: Group) => g.sources + 1 + g.chains.reduce((sum, steps) => sum + steps + 2, 0);
const MIN_GROUP = 5;

function plan(nodeCount: number, pick: (below: number) => number): Group[] {
  const groups: Group[] = [];
  let left = nodeCount;
  while (left >= MIN_GROUP) {
    const group = {
      sources: 1 + pick(3),
      chains: Array.from({ length: 1 + (pick(10) < 3 ? 1 : 0) }, () => 1 + pick(3)),
    };
    // The last group takes exactly what is left, so the graph has exactly nodeCount nodes.
    const last = left - groupSize(group) < MIN_GROUP ? { sources: 1, chains: [left - 4] } : group;
    groups.push(last);
    left -= groupSize(last);
  }
  return groups;
}

class Builder {
  nodes: GraphNode[] = [];
  edges: GraphEdge[] = [];

  add(kind: NodeKind, inputs = NODE_CATALOGUE[kind].inputs, parameters: Record<string, unknown> = {}): GraphNode {
    const id = `n${this.nodes.length + 1}`;
    const spec = NODE_CATALOGUE[kind];
    const node = {
      id,
      kind,
      label: `${spec.label} ${this.nodes.length + 1}`,
      description: spec.description,
      inputs,
      outputs: spec.outputs,
      parameters,
    };
    this.nodes.push(node);
    return node;
  }

  link(from: GraphNode, to: GraphNode, targetPort = to.inputs[0].id) {
    this.edges.push({
      id: `e${this.edges.length + 1}`,
      source: from.id,
      sourcePort: from.outputs[0].id,
      target: to.id,
      targetPort,
    });
  }
}

function buildGroup(b: Builder, group: Group, pick: (below: number) => number) {
  const sources = Array.from({ length: group.sources }, (_, i) =>
    pick(2) === 0
      ? b.add('data_source')
      : b.add('dataset', undefined, { datasetName: `Survey ${b.nodes.length + 1}-${i}` }),
  );
  const ports = sources.map((_, i) => ({ id: `in-${i + 1}`, name: `data ${i + 1}`, type: 'dataset' }));
  const prepare = b.add('preparation', ports);
  sources.forEach((source, i) => b.link(source, prepare, ports[i].id));
  for (const steps of group.chains) {
    let previous = prepare;
    for (let s = 0; s < steps; s++) {
      const step =
        pick(4) === 0 ? b.add('agent', undefined, { instructions: 'Summarise the table' }) : b.add('method_step');
      b.link(previous, step);
      previous = step;
    }
    const evaluation = b.add('evaluation');
    b.link(previous, evaluation);
    b.link(evaluation, b.add('report'));
  }
}

/** The first steps of one pipeline, for graphs smaller than a whole pipeline. */
function smallChain(b: Builder, nodeCount: number) {
  const kinds: NodeKind[] = ['data_source', 'preparation', 'method_step', 'evaluation'];
  let previous: GraphNode | undefined;
  for (const kind of kinds.slice(0, nodeCount)) {
    const node = b.add(kind);
    if (previous) b.link(previous, node);
    previous = node;
  }
}

export function generateLayeredGraph(nodeCount: number, seed = 1): Graph {
  const pick = seeded(seed);
  const b = new Builder();
  if (nodeCount < MIN_GROUP) smallChain(b, nodeCount);
  else for (const group of plan(nodeCount, pick)) buildGroup(b, group, pick);
  return { nodes: b.nodes, edges: b.edges };
}
