import { z } from 'zod';

// What conversion writes and what readers parse back from the JSON columns (server/db/corrupt-row.ts):
// a workflow's DAG of typed nodes and ports, and an experiment's plan. A model's answer is
// validated against the same schemas, so nothing unchecked reaches the database.

export const NODE_KINDS = ['data_source', 'preparation', 'method_step', 'evaluation', 'report'] as const;

export const portSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  /** One of the port types input_schema and output_schema name (x-port-type). */
  type: z.string().min(1),
});

export const workflowNodeSchema = z.object({
  id: z.string().min(1),
  kind: z.enum(NODE_KINDS),
  label: z.string().min(1),
  description: z.string(),
  inputs: z.array(portSchema),
  outputs: z.array(portSchema),
});

export const workflowEdgeSchema = z.object({
  id: z.string().min(1),
  source: z.string().min(1),
  sourcePort: z.string().min(1),
  target: z.string().min(1),
  targetPort: z.string().min(1),
});

export const workflowDefinitionSchema = z.object({
  nodes: z.array(workflowNodeSchema).min(1),
  edges: z.array(workflowEdgeSchema),
});

/** A JSON Schema object whose properties are ports: `{ type: 'object', properties: { name: { 'x-port-type': … } } }`. */
export const portSchemaObjectSchema = z.record(z.string(), z.unknown());

export const experimentMetricSchema = z.object({
  name: z.string().min(1),
  direction: z.enum(['maximize', 'minimize']),
  unit: z.string(),
});

export const experimentPlanSchema = z.array(z.string().min(1));
export const expectedOutcomesSchema = z.array(z.string().min(1));
export const experimentMetricsSchema = z.array(experimentMetricSchema);

export type WorkflowDefinition = z.infer<typeof workflowDefinitionSchema>;
export type WorkflowNode = z.infer<typeof workflowNodeSchema>;
export type ExperimentMetric = z.infer<typeof experimentMetricSchema>;
