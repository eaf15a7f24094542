import { z } from 'zod';
import { NODE_KIND_IDS } from '../../src/domain/workflow-graph/node-catalogue';
import type { ChatModel } from '../llm/chat-model';
import {
  expectedOutcomesSchema,
  experimentMetricsSchema,
  experimentPlanSchema,
  designedDefinitionSchema,
  type WorkflowDefinition,
} from './conversion-schemas';
import type { ConversionBuilder, IdeaToConvert } from './conversion-types';

// Conversion with a model: it writes the experiment plan and the workflow graph as one
// structured answer. The graph must also be a valid workflow (src/domain/workflow-graph); an answer that
// is not counts as malformed, so the provider asks again, and a model that never gets it right
// fails that idea's conversion with the reason instead of inventing one.

const answerSchema = z.object({
  experiment: z.object({
    name: z.string().min(1),
    hypothesis: z.string().min(1),
    plan: experimentPlanSchema.min(1),
    expectedOutcomes: expectedOutcomesSchema,
    metrics: experimentMetricsSchema.min(1),
  }),
  workflow: z.object({
    name: z.string().min(1),
    description: z.string(),
    tags: z.array(z.string()),
    definition: designedDefinitionSchema,
  }),
});

function prompt(idea: IdeaToConvert, datasets: string[]): string {
  const d = idea.details;
  return [
    'TASK: convert a research idea into an experiment and an executable workflow graph.',
    `Idea: ${idea.title}`,
    `Summary: ${idea.summary}`,
    `Hypothesis: ${d.hypothesis}`,
    `Methodology:\n${d.methodology.map((s, i) => `${i + 1}. ${s}`).join('\n')}`,
    `Expected outcomes:\n${d.expectedOutcomes.map((o) => `- ${o}`).join('\n')}`,
    `Datasets chosen: ${datasets.length ? datasets.join('; ') : 'none (the study collects its own data)'}`,
    'The experiment names the metrics it will be judged by, each with a direction (maximize or minimize) and a unit.',
    `The workflow is a DAG of typed nodes (${NODE_KIND_IDS.join(', ')}) whose ports`,
    'have types (dataset, table, model, metrics, report); every edge joins an output port to an input port of the same type.',
  ].join('\n');
}

/** input_schema from the data sources' outputs, output_schema from the final nodes' outputs. */
function portSchemas(definition: WorkflowDefinition) {
  const toSchema = (ports: Array<{ id: string; name: string; type: string }>) => ({
    type: 'object',
    properties: Object.fromEntries(
      ports.map((p) => [p.id, { type: 'string', description: p.name, 'x-port-type': p.type }]),
    ),
    required: ports.map((p) => p.id),
  });
  const consumed = new Set(definition.edges.map((e) => `${e.source}:${e.sourcePort}`));
  const sources = definition.nodes.filter((n) => n.kind === 'data_source').flatMap((n) => n.outputs);
  const finals = definition.nodes.flatMap((n) => n.outputs.filter((p) => !consumed.has(`${n.id}:${p.id}`)));
  return { inputSchema: toSchema(sources), outputSchema: toSchema(finals) };
}

export function modelConversion(model: ChatModel): ConversionBuilder {
  return async (idea, datasets, signal) => {
    const answer = await model.generateObject({
      role: 'generation',
      schemaName: 'idea_conversion',
      schema: answerSchema,
      signal,
      messages: [
        { role: 'system', content: 'You are the planning agent of an AI co-scientist. Answer in JSON only.' },
        { role: 'user', content: prompt(idea, datasets) },
      ],
    });
    return {
      engine: 'model',
      experiment: { ...answer.experiment, datasets },
      workflow: { ...answer.workflow, ...portSchemas(answer.workflow.definition) },
    };
  };
}
