import { generateLayeredGraph } from './generate-graph';
import { graphProblems } from './graph-problems';

describe('generateLayeredGraph', () => {
  it.each([1, 4, 5, 10, 300, 1000])('builds exactly %i nodes with no problem at all', (size) => {
    const graph = generateLayeredGraph(size);
    expect(graph.nodes).toHaveLength(size);
    expect(graph.nodes.map((n) => n.id)).toEqual(Array.from({ length: size }, (_, i) => `n${i + 1}`));
    expect(graphProblems(graph)).toEqual([]);
  });

  it('fans in and out like a real workflow: preparations with several inputs, and branches', () => {
    const graph = generateLayeredGraph(300, 7);
    expect(graph.nodes.some((n) => n.kind === 'preparation' && n.inputs.length >= 2)).toBe(true);
    const fanOut = new Map<string, number>();
    for (const e of graph.edges) fanOut.set(e.source, (fanOut.get(e.source) ?? 0) + 1);
    expect(Math.max(...fanOut.values())).toBeGreaterThanOrEqual(2);
    expect(new Set(graph.nodes.map((n) => n.kind))).toEqual(
      new Set(['data_source', 'dataset', 'preparation', 'method_step', 'agent', 'evaluation', 'report']),
    );
  });

  it('gives the same graph for the same seed, and another for another seed', () => {
    expect(generateLayeredGraph(300, 3)).toEqual(generateLayeredGraph(300, 3));
    expect(generateLayeredGraph(300, 3)).not.toEqual(generateLayeredGraph(300, 4));
  });
});
