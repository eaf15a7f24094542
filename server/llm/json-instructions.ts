import { z } from 'zod';
import type { ChatMessage } from './chat-model';

// Many local servers ignore or refuse json_schema response formats, so the schema travels in the
// prompt: the system message ends with this marker followed by the schema. The test stub reads
// it back from there to answer with a matching object.
export const SCHEMA_MARKER = 'JSON Schema of the answer:';

// A model echoing a huge invalid answer back to itself helps nobody; the head is enough.
const MAX_ECHOED_CHARS = 4000;

export function schemaInstructions(schema: z.ZodType, schemaName: string): string {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return [
    `Answer with one JSON value (${schemaName}) and nothing else: no prose, no code fences, no comments.`,
    `${SCHEMA_MARKER}\n${JSON.stringify(jsonSchema)}`,
  ].join('\n');
}

/** The caller's messages with the schema appended to the (first) system message. */
export function withSchemaInstructions(messages: ChatMessage[], schema: z.ZodType, schemaName: string): ChatMessage[] {
  const instructions = schemaInstructions(schema, schemaName);
  const systemAt = messages.findIndex((m) => m.role === 'system');
  if (systemAt < 0) return [{ role: 'system', content: instructions }, ...messages];
  return messages.map((m, i) => (i === systemAt ? { role: 'system', content: `${m.content}\n\n${instructions}` } : m));
}

/** The exchange that asks for a corrected answer: the rejected output, then why it was rejected. */
export function correctionMessages(rejected: string, problem: string): ChatMessage[] {
  const echoed = rejected.length > MAX_ECHOED_CHARS ? `${rejected.slice(0, MAX_ECHOED_CHARS)}…` : rejected;
  return [
    { role: 'assistant', content: echoed },
    {
      role: 'user',
      content: `That answer was rejected:\n${problem}\nAnswer again with only the corrected JSON, matching the schema.`,
    },
  ];
}
