import type { PortValue } from './graph-model';

// The kinds of node a workflow is built from: what each is called, the ports a new one starts
// with and the parameters it takes, as a small JSON Schema the editor turns into a form and the
// server checks stored values against.

export type ParameterSchema = {
  type: 'string' | 'number' | 'integer' | 'boolean';
  title: string;
  description?: string;
  enum?: string[];
  minimum?: number;
  maximum?: number;
  default?: string | number | boolean;
};

export type NodeKindSpec = {
  label: string;
  description: string;
  inputs: PortValue[];
  outputs: PortValue[];
  parameters: { properties: Record<string, ParameterSchema>; required: string[] };
};

const port = (id: string, name: string, type: string): PortValue => ({ id, name, type });

export const NODE_KIND_IDS = [
  'data_source',
  'dataset',
  'preparation',
  'method_step',
  'evaluation',
  'agent',
  'report',
] as const;
export type NodeKind = (typeof NODE_KIND_IDS)[number];

/** The port types a workflow's ports carry; an edge joins like to like. */
export const PORT_TYPES = ['dataset', 'table', 'metrics', 'report'] as const;
export type PortType = (typeof PORT_TYPES)[number];
/** How a port type reads on screen. */
export const PORT_TYPE_LABELS: Record<PortType, string> = {
  dataset: 'Dataset',
  table: 'Table',
  metrics: 'Metrics',
  report: 'Report',
};

export const NODE_CATALOGUE: Record<NodeKind, NodeKindSpec> = {
  data_source: {
    label: 'Data source',
    description: 'Data the study collects or reads from a location',
    inputs: [],
    outputs: [port('data', 'data', 'dataset')],
    parameters: {
      properties: {
        location: { type: 'string', title: 'Location', description: 'A URL or a path the data is read from' },
        format: { type: 'string', title: 'Format', enum: ['csv', 'tsv', 'jsonl', 'parquet', 'other'], default: 'csv' },
      },
      required: [],
    },
  },
  dataset: {
    label: 'Dataset',
    description: 'A dataset from the catalogue or one you uploaded',
    inputs: [],
    outputs: [port('data', 'data', 'dataset')],
    parameters: {
      properties: {
        datasetName: { type: 'string', title: 'Dataset', description: 'The dataset this node reads' },
        version: { type: 'string', title: 'Version' },
      },
      required: ['datasetName'],
    },
  },
  preparation: {
    label: 'Preparation',
    description: 'Clean, filter, join or reshape data into an analysis table',
    inputs: [port('in', 'data', 'dataset')],
    outputs: [port('table', 'analysis table', 'table')],
    parameters: {
      properties: {
        operation: {
          type: 'string',
          title: 'Operation',
          enum: ['clean', 'filter', 'join', 'aggregate', 'normalise'],
          default: 'clean',
        },
        expression: { type: 'string', title: 'Expression', description: 'A filter, join key or formula' },
      },
      required: [],
    },
  },
  method_step: {
    label: 'Method step',
    description: 'A model fit or an analysis over the table',
    inputs: [port('in', 'input', 'table')],
    outputs: [port('out', 'result', 'table')],
    parameters: {
      properties: {
        method: { type: 'string', title: 'Method', description: 'The model or analysis this step runs' },
        seed: { type: 'integer', title: 'Random seed', minimum: 0, default: 42 },
      },
      required: [],
    },
  },
  evaluation: {
    label: 'Evaluation',
    description: "Computes the experiment's metrics from results",
    inputs: [port('in', 'results', 'table')],
    outputs: [port('metrics', 'metrics', 'metrics')],
    parameters: {
      properties: {
        metric: { type: 'string', title: 'Metric' },
        direction: { type: 'string', title: 'Better when', enum: ['maximize', 'minimize'], default: 'maximize' },
      },
      required: [],
    },
  },
  agent: {
    label: 'Agent',
    description: 'A language-model agent that works on the table with instructions',
    inputs: [port('in', 'input', 'table')],
    outputs: [port('out', 'result', 'table')],
    parameters: {
      properties: {
        instructions: { type: 'string', title: 'Instructions' },
        maxSteps: { type: 'integer', title: 'Most steps', minimum: 1, maximum: 100, default: 10 },
      },
      required: ['instructions'],
    },
  },
  report: {
    label: 'Report',
    description: 'Writes the findings and what the metrics mean',
    inputs: [port('in', 'metrics', 'metrics')],
    outputs: [port('report', 'report', 'report')],
    parameters: {
      properties: {
        format: { type: 'string', title: 'Format', enum: ['markdown', 'html', 'pdf'], default: 'markdown' },
      },
      required: [],
    },
  },
};

export const isNodeKind = (kind: string): kind is NodeKind => Object.hasOwn(NODE_CATALOGUE, kind);

/** A parameter value's problem against its schema, or null when it fits. */
export function parameterProblem(schema: ParameterSchema, value: unknown): string | null {
  if (value === undefined || value === '') return null;
  if (schema.type === 'boolean') return typeof value === 'boolean' ? null : 'must be true or false';
  if (schema.type === 'string') {
    if (typeof value !== 'string') return 'must be text';
    return schema.enum && !schema.enum.includes(value) ? `must be one of ${schema.enum.join(', ')}` : null;
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'must be a number';
  if (schema.type === 'integer' && !Number.isInteger(value)) return 'must be a whole number';
  if (schema.minimum !== undefined && value < schema.minimum) return `must be at least ${schema.minimum}`;
  if (schema.maximum !== undefined && value > schema.maximum) return `must be at most ${schema.maximum}`;
  return null;
}

/** The parameters a new node of a kind starts with: each default its schema names. */
export function defaultParameters(kind: NodeKind): Record<string, unknown> {
  const entries = Object.entries(NODE_CATALOGUE[kind].parameters.properties);
  return Object.fromEntries(entries.filter(([, s]) => s.default !== undefined).map(([key, s]) => [key, s.default]));
}

/**
 * A node's parameters as its kind's form reads them: each default the schema names, under what
 * the node stores. Converted, imported and generated nodes may store none; they read as defaults.
 */
export function parametersOf(kind: NodeKind, stored: unknown): Record<string, unknown> {
  const own = typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? stored : {};
  return { ...defaultParameters(kind), ...(own as Record<string, unknown>) };
}
