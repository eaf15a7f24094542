import { z } from 'zod';
import type { ChatMessage, ChatModel } from '../llm/chat-model';
import type { AnswerEngine, AnswerInput } from './answer-engine';
import { describeGrounding } from './grounding';
import { fieldUpdateEvent, keepFormFields, type FieldUpdate, type FormContext } from './intents';

// The assistant on the configured model (role 'assistant'): the answer is streamed as the model
// writes it, grounded by the same workspace context the offline engine uses. Form values come
// from a second, structured call, so the prose never has to carry machine-readable data.

const UpdatesSchema = z.object({
  updates: z.array(
    z.object({ field: z.string(), value: z.union([z.string(), z.number()]).transform(String), reasoning: z.string() }),
  ),
});

export function createModelEngine(model: ChatModel): AnswerEngine {
  return {
    metadata: { engine: 'model', model: model.modelFor('assistant') },
    async *answer(input) {
      yield { eventType: 'status', data: { status: 'thinking', message: `Asking ${model.modelFor('assistant')}` } };
      const messages = chatMessages(input);
      for await (const delta of model.streamText({
        role: 'assistant',
        messages,
        signal: input.signal,
        onUsage: input.onUsage,
      })) {
        yield { eventType: 'content', data: { content: delta } };
      }
      if (input.plan.fill) {
        yield { eventType: 'status', data: { status: 'thinking', message: 'Filling the form' } };
        const updates = await suggestFields(model, input.plan.fill, input.query, input, input.signal);
        if (updates.length > 0) yield fieldUpdateEvent(updates);
      }
    },
  };
}

/** Values for a form's fields, limited to the fields it has. */
export async function suggestFields(
  model: ChatModel,
  form: FormContext,
  request: string,
  input: Pick<AnswerInput, 'grounding' | 'onUsage'>,
  signal?: AbortSignal,
): Promise<FieldUpdate[]> {
  const fields = form.fields
    .map((f) => `- ${f.name}${f.label ? ` (${f.label})` : ''}${f.value ? `: currently "${f.value}"` : ''}`)
    .join('\n');
  const { updates } = await model.generateObject({
    role: 'assistant',
    schemaName: 'FieldUpdates',
    schema: UpdatesSchema,
    signal,
    onUsage: input.onUsage,
    messages: [
      {
        role: 'system',
        content: [
          `Fill the form '${form.id}' for a researcher. Give a value for each field you can infer, with one sentence of reasoning.`,
          'Use only these field names:',
          fields,
          'Workspace context:',
          describeGrounding(input.grounding).join('\n'),
        ].join('\n'),
      },
      { role: 'user', content: request },
    ],
  });
  return keepFormFields(form, updates);
}

function chatMessages(input: AnswerInput): ChatMessage[] {
  const system = [
    "You are Maxwell, Labforge's research assistant. Answer in concise markdown. Link to the user's",
    'goals, sessions and ideas with the markdown links given below when you mention them; never invent links.',
    '',
    describeGrounding(input.grounding).join('\n'),
  ];
  if (input.plan.fill) {
    system.push(
      '',
      `The user has the form '${input.plan.fill.id}' open with the fields ${input.plan.fill.fields.map((f) => f.name).join(', ')}.`,
    );
    system.push('Say briefly what you would put in each field; the values are filled in separately.');
  }
  if (input.plan.datasets.length > 0) {
    system.push('', 'Public statistical variables that match the question (id: name, source):');
    system.push(...input.plan.datasets.map(({ variable: v }) => `- ${v.id}: ${v.name} (${v.source})`));
  }
  return [
    { role: 'system', content: system.join('\n') },
    ...input.history.flatMap((turn): ChatMessage[] => [
      { role: 'user', content: turn.query },
      { role: 'assistant', content: turn.response },
    ]),
    { role: 'user', content: input.query },
  ];
}
