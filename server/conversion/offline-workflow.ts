import { defaultParameters } from '../../src/domain/workflow-graph/node-catalogue';
import type { ExperimentMetric, WorkflowDefinition, WorkflowNode } from './conversion-schemas';
import type { IdeaToConvert, WorkflowDraft } from './conversion-types';

// The offline engine's workflow for an idea: its data sources, one preparation step, the
// idea's methodology as a chain of method steps, an evaluation and a report. Port types are the
// ones input_schema and output_schema name (x-port-type), so an edge always joins like to like.

const port = (id: string, name: string, type: string) => ({ id, name, type });
const STUDY_DATA = 'Study data';
const short = (text: string, max = 60) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

function nodesFor(idea: IdeaToConvert, sources: string[], primary: ExperimentMetric): WorkflowNode[] {
  const steps = idea.details.methodology.length > 0 ? idea.details.methodology : [idea.summary || idea.title];
  return [
    ...sources.map((name, i) => ({
      id: `source-${i + 1}`,
      kind: 'data_source' as const,
      label: name,
      description: name === STUDY_DATA ? 'Data the study collects itself' : `The dataset ${name}`,
      inputs: [],
      outputs: [port('data', 'data', 'dataset')],
      parameters: defaultParameters('data_source'),
    })),
    {
      id: 'prepare',
      kind: 'preparation',
      label: 'Prepare and join the data',
      description: 'Clean, validate and join the sources into one analysis table',
      inputs: sources.map((name, i) => port(`in-${i + 1}`, name, 'dataset')),
      outputs: [port('table', 'analysis table', 'table')],
      parameters: { operation: sources.length > 1 ? 'join' : 'clean' },
    },
    ...steps.map((step, i) => ({
      id: `step-${i + 1}`,
      kind: 'method_step' as const,
      label: short(step),
      description: step,
      inputs: [port('in', 'input', 'table')],
      outputs: [port('out', 'result', 'table')],
      parameters: defaultParameters('method_step'),
    })),
    {
      id: 'evaluate',
      kind: 'evaluation',
      label: 'Evaluate against the metrics',
      description: "Compute the experiment's metrics from the method's results",
      inputs: [port('in', 'results', 'table')],
      outputs: [port('metrics', 'metrics', 'metrics')],
      parameters: { metric: primary.name, direction: primary.direction },
    },
    {
      id: 'report',
      kind: 'report',
      label: 'Write the report',
      description: 'Findings, the metrics and what they mean for the hypothesis',
      inputs: [port('in', 'metrics', 'metrics')],
      outputs: [port('report', 'report', 'report')],
      parameters: defaultParameters('report'),
    },
  ];
}

function edgesFor(nodes: WorkflowNode[]): WorkflowDefinition['edges'] {
  const sources = nodes.filter((n) => n.kind === 'data_source');
  const chain = nodes.filter((n) => n.kind !== 'data_source');
  const edge = (source: WorkflowNode, target: WorkflowNode, sourcePort: string, targetPort: string) => ({
    id: `${source.id}->${target.id}`,
    source: source.id,
    sourcePort,
    target: target.id,
    targetPort,
  });
  return [
    ...sources.map((source, i) => edge(source, chain[0], 'data', `in-${i + 1}`)),
    ...chain.slice(1).map((target, i) => edge(chain[i], target, chain[i].outputs[0].id, target.inputs[0].id)),
  ];
}

function portSchema(ports: Array<{ key: string; description: string; type: string }>): Record<string, unknown> {
  return {
    type: 'object',
    properties: Object.fromEntries(
      ports.map((p) => [p.key, { type: 'string', description: p.description, 'x-port-type': p.type }]),
    ),
    required: ports.map((p) => p.key),
  };
}

/** The workflow for an idea; its evaluation computes the experiment's primary metric. */
export function offlineWorkflow(idea: IdeaToConvert, datasets: string[], primary: ExperimentMetric): WorkflowDraft {
  const sources = datasets.length > 0 ? datasets : [STUDY_DATA];
  const nodes = nodesFor(idea, sources, primary);
  return {
    name: `Workflow: ${idea.title}`,
    description: idea.summary,
    tags: [...new Set(['converted', ...(idea.details.methods ?? [])])],
    definition: { nodes, edges: edgesFor(nodes) },
    inputSchema: portSchema(sources.map((name, i) => ({ key: `source_${i + 1}`, description: name, type: 'dataset' }))),
    outputSchema: portSchema([
      { key: 'metrics', description: "The experiment's metrics", type: 'metrics' },
      { key: 'report', description: 'The written report', type: 'report' },
    ]),
  };
}
