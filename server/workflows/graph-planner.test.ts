import { describe, expect, it } from 'vitest';
import { graphProblems } from '../../src/domain/workflow-graph/graph-problems';
import { kindForCapability, planGraph } from './graph-planner';

const spec = {
  name: 'Leaf imaging',
  description: 'Measures leaf area from drone images',
  purpose: 'Estimate crop stress',
  capabilities: ['clean the images', 'fit a segmentation model', 'evaluate accuracy', 'write a report'],
  input_schema: {
    type: 'object',
    properties: { images: { description: 'Drone images', 'x-port-type': 'dataset' }, plots: {} },
  },
  output_schema: { type: 'object', properties: { report: { 'x-port-type': 'report' } } },
};

describe('planGraph', () => {
  it('builds a complete, valid graph: a source per input, joined, then one node per capability in order', () => {
    const graph = planGraph(spec);
    expect(graphProblems(graph)).toEqual([]);
    expect(graph.nodes.map((n) => [n.kind, n.label])).toEqual([
      ['data_source', 'Drone images'],
      ['data_source', 'Plots'],
      ['preparation', 'Join the inputs'],
      ['preparation', 'Clean the images'],
      ['method_step', 'Fit a segmentation model'],
      ['evaluation', 'Evaluate accuracy'],
      ['report', 'Write a report'],
    ]);
  });

  it('puts in the steps a typed chain needs, and ends in what the output schema asks for', () => {
    const graph = planGraph({
      ...spec,
      input_schema: {},
      capabilities: ['write a summary of the findings', 'train a classifier'],
      output_schema: { properties: { metrics: { 'x-port-type': 'metrics' }, report: { 'x-port-type': 'report' } } },
    });
    expect(graphProblems(graph)).toEqual([]);
    expect(graph.nodes.map((n) => n.kind)).toEqual([
      'data_source',
      'preparation',
      'evaluation',
      'report',
      'method_step',
      'evaluation',
      'report',
    ]);
    expect(graph.nodes.at(-1)!.label).toBe('Report: Estimate crop stress');
  });

  it("reads a capability's kind from its words", () => {
    expect(kindForCapability('Merge the plot records')).toBe('preparation');
    expect(kindForCapability('Benchmark against the baseline')).toBe('evaluation');
    expect(kindForCapability('Ask an LLM agent to label outliers')).toBe('agent');
    expect(kindForCapability('Publish the findings')).toBe('report');
    expect(kindForCapability('Run a mixed-effects regression')).toBe('method_step');
  });
});
