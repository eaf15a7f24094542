import { z } from 'zod';
import type { GraphSpecification } from '../../src/domain/workflow-graph/graph-specification';
import { NODE_CATALOGUE, NODE_KIND_IDS, PORT_TYPES } from '../../src/domain/workflow-graph/node-catalogue';
import { designedDefinitionSchema, type WorkflowDefinition } from '../conversion/conversion-schemas';
import type { ChatModel } from '../llm/chat-model';

// A graph designed by the configured model. Its answer is held to the same rules as a saved
// graph (shape, kinds, types, no cycles); one that breaks them is malformed, so the provider asks
// again with the reason, and a model that never gets it right fails the call with that reason.

const answerSchema = z.object({ graph: designedDefinitionSchema });

function prompt(spec: GraphSpecification): string {
  const kinds = NODE_KIND_IDS.map((kind) => {
    const k = NODE_CATALOGUE[kind];
    const ports = (ps: typeof k.inputs) => ps.map((p) => `${p.id}:${p.type}`).join(', ') || 'none';
    return `- ${kind}: ${k.description}; inputs ${ports(k.inputs)}; outputs ${ports(k.outputs)}`;
  });
  return [
    'TASK: design an executable workflow graph for this specification.',
    `Name: ${spec.name}`,
    `Description: ${spec.description}`,
    `Purpose: ${spec.purpose}`,
    `Capabilities, in order:\n${spec.capabilities.map((c, i) => `${i + 1}. ${c}`).join('\n')}`,
    `Input schema: ${JSON.stringify(spec.input_schema)}`,
    `Output schema: ${JSON.stringify(spec.output_schema)}`,
    `Node kinds, with their usual ports:\n${kinds.join('\n')}`,
    `Port types: ${PORT_TYPES.join(', ')}. Every edge joins an output port to an input port of the same type;`,
    'each input has at most one producer; the graph has no cycles; every node is connected.',
  ].join('\n');
}

export async function designGraph(
  model: ChatModel,
  spec: GraphSpecification,
  signal: AbortSignal,
): Promise<WorkflowDefinition> {
  const answer = await model.generateObject({
    role: 'generation',
    schemaName: 'workflow_graph',
    schema: answerSchema,
    signal,
    messages: [
      { role: 'system', content: 'You are the workflow-design agent of a research platform. Answer in JSON only.' },
      { role: 'user', content: prompt(spec) },
    ],
  });
  return answer.graph;
}
