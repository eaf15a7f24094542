import { z } from 'zod';
import { malformedReason } from '../../src/domain/workflow-graph/graph-problems';
import { NODE_KIND_IDS } from '../../src/domain/workflow-graph/node-catalogue';

// What conversion writes and what readers parse back from the JSON columns (server/db/corrupt-row.ts):
// a workflow's DAG of typed nodes and ports, and an experiment's plan. A model's answer is
// validated against the same schemas, so nothing unchecked reaches the database.

export const portSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  /** One of the port types input_schema and output_schema name (x-port-type). */
  type: z.string().min(1),
  /** An input left unconnected is a problem to finish unless this is false. */
  required: z.boolean().optional(),
});

export const workflowNodeSchema = z.object({
  id: z.string().min(1),
  kind: z.enum(NODE_KIND_IDS),
  label: z.string().min(1),
  description: z.string(),
  inputs: z.array(portSchema),
  outputs: z.array(portSchema),
  /** Checked against the kind's parameter schema by malformedReason. */
  parameters: z.record(z.string(), z.unknown()).optional(),
  notes: z.string().max(5000).optional(),
  position: z.object({ x: z.number(), y: z.number() }).optional(),
});

export const workflowEdgeSchema = z.object({
  id: z.string().min(1),
  source: z.string().min(1),
  sourcePort: z.string().min(1),
  target: z.string().min(1),
  targetPort: z.string().min(1),
});

export const workflowDefinitionSchema = z.object({
  nodes: z.array(workflowNodeSchema),
  edges: z.array(workflowEdgeSchema),
});

/** A graph that can be stored: its shape, and no blocking problem (src/domain/workflow-graph). */
export const storableDefinitionSchema = workflowDefinitionSchema.superRefine((definition, ctx) => {
  const reason = malformedReason(definition);
  if (reason) ctx.addIssue({ code: 'custom', message: reason });
});

/** What a model must answer: a storable graph with at least one node. */
export const designedDefinitionSchema = storableDefinitionSchema.refine((d) => d.nodes.length > 0, {
  message: 'the graph has no nodes',
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
