import { describe, expect, it } from 'vitest';
import type { WorkflowDefinition } from '../../conversion/conversion-schemas';
import { workflowSteps } from './workflow-order';

const node = (id: string, kind: WorkflowDefinition['nodes'][number]['kind'] = 'method_step') => ({
  id,
  kind,
  label: id,
  description: `${id} step`,
  inputs: [],
  outputs: [],
});
const edge = (source: string, target: string) => ({
  id: `${source}->${target}`,
  source,
  sourcePort: 'out',
  target,
  targetPort: 'in',
});

describe('workflowSteps', () => {
  it('orders the steps as the edges run them, whatever order they are stored in', () => {
    const definition = {
      nodes: [node('report', 'report'), node('fit'), node('data', 'data_source'), node('prepare', 'preparation')],
      edges: [edge('fit', 'report'), edge('data', 'prepare'), edge('prepare', 'fit')],
    };
    expect(workflowSteps(definition)).toEqual([
      { id: 'data', label: 'data', description: 'data step', kind: 'data_source' },
      { id: 'prepare', label: 'prepare', description: 'prepare step', kind: 'preparation' },
      { id: 'fit', label: 'fit', description: 'fit step', kind: 'method_step' },
      { id: 'report', label: 'report', description: 'report step', kind: 'report' },
    ]);
  });

  it('keeps the stored order between independent steps, and loses no node', () => {
    const definition = { nodes: [node('b'), node('a'), node('c')], edges: [edge('c', 'c')] };
    expect(workflowSteps(definition).map((s) => s.id)).toEqual(['b', 'a', 'c']);
  });
});
