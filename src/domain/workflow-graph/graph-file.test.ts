import { graphFile, parseGraphFile } from './graph-file';
import type { Graph } from './graph-model';

const graph: Graph = {
  nodes: [
    {
      id: 'a',
      kind: 'data_source',
      label: 'Cores',
      inputs: [],
      outputs: [{ id: 'data', name: 'data', type: 'dataset' }],
    },
    {
      id: 'b',
      kind: 'preparation',
      label: 'Clean',
      inputs: [{ id: 'in', name: 'data', type: 'dataset' }],
      outputs: [{ id: 'table', name: 'table', type: 'table' }],
    },
  ],
  edges: [{ id: 'e', source: 'a', sourcePort: 'data', target: 'b', targetPort: 'in' }],
};

describe('parseGraphFile', () => {
  it('reads back what the editor exports, with its name', () => {
    expect(parseGraphFile(JSON.stringify(graphFile('Soil', graph)))).toEqual({ ok: true, name: 'Soil', graph });
  });

  it("reads a workflow's workflow_definition and a bare graph too", () => {
    expect(parseGraphFile(JSON.stringify({ workflow_definition: graph }))).toMatchObject({ ok: true, graph });
    expect(parseGraphFile(JSON.stringify(graph))).toMatchObject({ ok: true, graph });
  });

  it.each([
    ['not JSON', '{', 'The file is not valid JSON'],
    ['not an object', '[1, 2]', 'The file is not a workflow graph: it needs nodes and edges'],
    [
      'no edges',
      JSON.stringify({ nodes: [] }),
      'The file is not a workflow graph: it needs a list of nodes and a list of edges',
    ],
    [
      'a node without a kind',
      JSON.stringify({ nodes: [{ id: 'a', label: 'x', inputs: [], outputs: [] }], edges: [] }),
      'The file is not a workflow graph: node 1 needs an id, a kind and a label',
    ],
    [
      'a port without a type',
      JSON.stringify({
        nodes: [{ id: 'a', kind: 'report', label: 'x', inputs: [{ id: 'i', name: 'i' }], outputs: [] }],
        edges: [],
      }),
      'The file is not a workflow graph: node a needs inputs and outputs, each with an id, a name and a type',
    ],
    [
      'an edge without a port',
      JSON.stringify({ ...graph, edges: [{ id: 'e', source: 'a', target: 'b' }] }),
      'The file is not a workflow graph: edge 1 needs an id, a source, a sourcePort, a target and a targetPort',
    ],
    [
      'a dangling edge',
      JSON.stringify({ ...graph, edges: [{ ...graph.edges[0], target: 'nowhere' }] }),
      'The graph cannot be used: Edge e joins ports that do not exist',
    ],
  ])('refuses %s with a message naming the problem', (_, text, error) => {
    expect(parseGraphFile(text)).toEqual({ ok: false, error });
  });
});
