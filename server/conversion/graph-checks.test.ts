import { describe, expect, it } from 'vitest';
import type { WorkflowDefinition } from './conversion-schemas';
import { graphProblem } from './graph-checks';

const node = (id: string, inputs: string[], outputs: string[]) => ({
  id,
  kind: 'method_step' as const,
  label: id,
  description: '',
  inputs: inputs.map((type, i) => ({ id: `in${i}`, name: type, type })),
  outputs: outputs.map((type, i) => ({ id: `out${i}`, name: type, type })),
});
const edge = (source: string, target: string) => ({
  id: `${source}-${target}`,
  source,
  sourcePort: 'out0',
  target,
  targetPort: 'in0',
});

describe('graphProblem', () => {
  it('accepts a chain whose edges join ports of one type', () => {
    const graph: WorkflowDefinition = {
      nodes: [node('a', [], ['table']), node('b', ['table'], ['table']), node('c', ['table'], [])],
      edges: [edge('a', 'b'), edge('b', 'c')],
    };
    expect(graphProblem(graph)).toBeNull();
  });

  it('names a cycle, a type mismatch, a missing port and a shared id', () => {
    const loop = {
      nodes: [node('a', ['table'], ['table']), node('b', ['table'], ['table'])],
      edges: [edge('a', 'b'), edge('b', 'a')],
    };
    expect(graphProblem(loop)).toBe('the graph has a cycle');
    const mismatch = { nodes: [node('a', [], ['metrics']), node('b', ['table'], [])], edges: [edge('a', 'b')] };
    expect(graphProblem(mismatch)).toBe('edge a-b joins a metrics port to a table port');
    const dangling = { nodes: [node('a', [], ['table'])], edges: [edge('a', 'z')] };
    expect(graphProblem(dangling)).toBe('edge a-z ends at no input port of a node');
    const twins = { nodes: [node('a', [], []), node('a', [], [])], edges: [] };
    expect(graphProblem(twins)).toBe('two nodes share an id');
  });
});
