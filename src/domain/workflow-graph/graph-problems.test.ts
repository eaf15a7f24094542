import type { Graph, GraphNode } from './graph-model';
import { graphProblems, malformedReason, nodesOnCycles } from './graph-problems';

const port = (id: string, type: string, required?: boolean) => ({
  id,
  name: id,
  type,
  ...(required === false && { required }),
});
const node = (
  id: string,
  kind: string,
  inputs: string[],
  outputs: string[],
  parameters?: Record<string, unknown>,
): GraphNode => ({
  id,
  kind,
  label: id.toUpperCase(),
  inputs: inputs.map((type, i) => port(`in${i}`, type)),
  outputs: outputs.map((type, i) => port(`out${i}`, type)),
  parameters,
});
const edge = (source: string, target: string, id = `${source}-${target}`) => ({
  id,
  source,
  sourcePort: 'out0',
  target,
  targetPort: 'in0',
});
const chain: Graph = {
  nodes: [
    node('a', 'data_source', [], ['dataset']),
    node('b', 'preparation', ['dataset'], ['table']),
    node('c', 'method_step', ['table'], ['table']),
  ],
  edges: [edge('a', 'b'), edge('b', 'c')],
};
const codes = (graph: Graph) => graphProblems(graph).map((p) => p.code);

describe('graphProblems', () => {
  it('finds nothing wrong with a connected chain whose edges join ports of one type', () => {
    expect(graphProblems(chain)).toEqual([]);
    expect(malformedReason(chain)).toBeNull();
    expect(graphProblems({ nodes: [], edges: [] })).toEqual([]);
  });

  it('names two nodes or two edges sharing an id', () => {
    const twins = { nodes: [...chain.nodes, chain.nodes[0]], edges: [...chain.edges, chain.edges[0]] };
    expect(graphProblems(twins).filter((p) => p.code.startsWith('duplicate'))).toEqual([
      { code: 'duplicate_node', nodeId: 'a', message: 'Two nodes share the id a', blocking: true },
      { code: 'duplicate_edge', edgeId: 'a-b', message: 'Two edges share the id a-b', blocking: true },
    ]);
  });

  it('names an unknown kind and a parameter its schema refuses', () => {
    const graph = {
      nodes: [node('x', 'teleporter', [], []), node('m', 'method_step', [], [], { seed: 1.5, colour: 'red' })],
      edges: [],
    };
    expect(
      graphProblems(graph)
        .filter((p) => p.blocking)
        .map((p) => p.message),
    ).toEqual([
      '"X" is of an unknown kind: teleporter',
      '"M": seed must be a whole number',
      '"M": colour is not a parameter of this kind',
    ]);
  });

  it('names a dangling edge, a type mismatch and a second producer for one input', () => {
    const graph = {
      nodes: [
        ...chain.nodes,
        node('d', 'data_source', [], ['dataset']),
        node('e', 'evaluation', ['table'], ['metrics']),
      ],
      edges: [...chain.edges, edge('a', 'z'), edge('d', 'b'), edge('a', 'e')],
    };
    expect(graphProblems(graph).filter((p) => p.blocking)).toEqual([
      { code: 'dangling_edge', edgeId: 'a-z', message: 'Edge a-z joins ports that do not exist', blocking: true },
      {
        code: 'multiple_producers',
        edgeId: 'd-b',
        nodeId: 'b',
        message: '"B" has more than one producer for "in0"',
        blocking: true,
      },
      {
        code: 'type_mismatch',
        edgeId: 'a-e',
        nodeId: 'e',
        message: '"A" gives dataset but "E" takes table on "in0"',
        blocking: true,
      },
    ]);
  });

  it('names a node on a cycle, and only the nodes on it', () => {
    const steps = ['b', 'c', 'd'].map((id) => node(id, 'method_step', ['table'], ['table']));
    const loop = { nodes: [chain.nodes[0], ...steps], edges: [edge('b', 'c'), edge('c', 'd'), edge('d', 'b')] };
    expect(nodesOnCycles(loop).sort()).toEqual(['b', 'c', 'd']);
    expect(malformedReason(loop)).toMatch(/^"[BCD]" is on a cycle; a workflow only flows forward$/);
  });

  it('lists what a draft still needs after anything blocking: an orphan, an unconnected input, a dataset not chosen', () => {
    const graph = {
      nodes: [
        ...chain.nodes,
        node('o', 'report', ['metrics'], ['report']),
        node('e', 'evaluation', ['table'], ['metrics']),
        node('s', 'dataset', [], ['dataset']),
        { ...node('opt', 'agent', ['table'], ['table'], { instructions: 'x' }), inputs: [port('in0', 'table', false)] },
      ],
      edges: [...chain.edges, edge('s', 'e', 'bad')],
    };
    const problems = graphProblems(graph);
    expect(problems.map((p) => [p.code, p.blocking])).toEqual([
      ['type_mismatch', true],
      ['missing_dataset', false],
      ['orphan_node', false],
      ['orphan_node', false],
    ]);
    expect(codes({ nodes: [chain.nodes[0], node('e', 'evaluation', ['table'], ['metrics'])], edges: [] })).toEqual([
      'orphan_node',
      'orphan_node',
    ]);
    expect(
      codes({
        nodes: [...chain.nodes, node('e', 'evaluation', ['table', 'table'], ['metrics'])],
        edges: [...chain.edges, edge('c', 'e')],
      }),
    ).toEqual(['unconnected_input']);
    expect(malformedReason({ nodes: [node('s', 'dataset', [], ['dataset'])], edges: [] })).toBeNull();
  });
});
