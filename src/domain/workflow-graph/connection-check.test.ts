import { connectionProblem } from './connection-check';
import type { Graph } from './graph-model';

const node = (id: string, inputs: Array<[string, string]>, outputs: Array<[string, string]>) => ({
  id,
  kind: 'method_step',
  label: id.toUpperCase(),
  inputs: inputs.map(([portId, type]) => ({ id: portId, name: portId, type })),
  outputs: outputs.map(([portId, type]) => ({ id: portId, name: portId, type })),
});
const graph: Graph = {
  nodes: [
    node('a', [['in', 'table']], [['out', 'table']]),
    node('b', [['in', 'table']], [['out', 'table']]),
    node('c', [['in', 'table']], [['out', 'table']]),
    node('m', [], [['out', 'metrics']]),
  ],
  edges: [
    { id: 'ab', source: 'a', sourcePort: 'out', target: 'b', targetPort: 'in' },
    { id: 'bc', source: 'b', sourcePort: 'out', target: 'c', targetPort: 'in' },
  ],
};
const connect = (source: string, target: string, sourcePort = 'out', targetPort = 'in') => ({
  source,
  sourcePort,
  target,
  targetPort,
});

describe('connectionProblem', () => {
  it('allows an output to feed a free input of the same type downstream', () => {
    const open = { ...graph, edges: [graph.edges[0]] };
    expect(connectionProblem(open, connect('a', 'c'))).toBeNull();
  });

  it.each([
    ['a node feeding itself', connect('a', 'a'), 'A node cannot feed itself'],
    ['an input to an input', connect('a', 'b', 'in', 'in'), 'Connect an output to an input'],
    ['a type mismatch', connect('m', 'a'), 'A metrics output cannot feed a table input'],
    ['a second producer', connect('a', 'c'), '"in" of "C" already has a producer'],
    ['a cycle through three nodes', connect('c', 'a'), 'That connection would make a cycle'],
  ])('refuses %s with the reason', (_, connection, reason) => {
    expect(connectionProblem(graph, connection)).toBe(reason);
  });
});
