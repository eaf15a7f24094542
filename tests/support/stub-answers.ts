import type { ServerResponse } from 'node:http';
import { SCHEMA_MARKER } from '../../server/llm/json-instructions';
import { sampleFromSchema, type JsonSchema } from './schema-sample';

// What the OpenAI stub can be told to answer, and how each answer goes on the wire in the
// OpenAI protocol: chat completions as JSON or SSE, embeddings, and error statuses.

export interface StubUsage {
  promptTokens: number;
  completionTokens: number;
}

export type StubAnswer =
  /** Plain text content. */
  | string
  /** Text, streamed in these chunks (default: word by word), after an optional pause. */
  | { text: string; chunks?: string[]; latencyMs?: number; usage?: StubUsage }
  /** The object as JSON text content. */
  | { json: unknown; latencyMs?: number; usage?: StubUsage }
  /** An error status with an OpenAI-style body; retryAfter sets the Retry-After header. */
  | { status: number; message?: string; retryAfter?: number | string; latencyMs?: number }
  /** Never finishes: a stream sends its chunks (if any) then hangs. For abort and timeout tests. */
  | { stall: true; chunks?: string[] }
  /** Vectors for an embeddings request. */
  | { embeddings: number[][]; latencyMs?: number };

export interface StubMessage {
  role: string;
  content: string;
}

export interface StubRequest {
  id: number;
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, unknown>;
  model: string | null;
  stream: boolean;
  messages: StubMessage[];
  /** The client hung up before the answer was complete: an abort reached the server. */
  closedEarly: boolean;
}

/** Without a script or handler: a short text, or for a JSON request a sample of the schema it carries. */
export function defaultAnswer(request: StubRequest): StubAnswer {
  if (request.path.endsWith('/embeddings')) {
    const input = request.body.input;
    return { embeddings: (Array.isArray(input) ? input : [input]).map((text) => hashVector(String(text))) };
  }
  const format = request.body.response_format as { type?: string; json_schema?: { schema?: JsonSchema } } | undefined;
  const system = request.messages
    .filter((m) => m.role === 'system')
    .map((m) => m.content)
    .join('\n');
  const at = system.lastIndexOf(SCHEMA_MARKER);
  const schema =
    format?.json_schema?.schema ?? (at >= 0 ? parseSchema(system.slice(at + SCHEMA_MARKER.length)) : undefined);
  if (schema) return { json: sampleFromSchema(schema) };
  if (format?.type?.startsWith('json')) return { json: {} };
  const lastUser = [...request.messages].reverse().find((m) => m.role === 'user')?.content ?? '';
  return `Stub answer to: ${lastUser.slice(0, 80)}`;
}

export function writeError(res: ServerResponse, status: number, message: string, retryAfter?: number | string): void {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (retryAfter !== undefined) headers['retry-after'] = String(retryAfter);
  res.writeHead(status, headers).end(JSON.stringify({ error: { message, type: 'stub_error', code: status } }));
}

export function writeCompletion(res: ServerResponse, request: StubRequest, content: string, usage?: StubUsage): void {
  res.writeHead(200, { 'content-type': 'application/json' }).end(
    JSON.stringify({
      id: `chatcmpl-stub-${request.id}`,
      object: 'chat.completion',
      created: 1_700_000_000,
      model: request.model,
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: wireUsage(usage ?? countUsage(request, content)),
    }),
  );
}

/** SSE chunks, then (unless stalling) the finish chunk, the usage chunk when asked for, and [DONE]. */
export function writeStream(
  res: ServerResponse,
  request: StubRequest,
  chunks: string[],
  end: { usage?: StubUsage } | 'stall',
): void {
  const event = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
  const head = {
    id: `chatcmpl-stub-${request.id}`,
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: request.model,
  };
  const chunk = (choices: unknown[], extra: object = {}) => event({ ...head, choices, ...extra });
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  chunks.forEach((content, i) => {
    chunk([{ index: 0, delta: i === 0 ? { role: 'assistant', content } : { content }, finish_reason: null }]);
  });
  if (end === 'stall') return;
  chunk([{ index: 0, delta: {}, finish_reason: 'stop' }]);
  const options = request.body.stream_options as { include_usage?: boolean } | undefined;
  if (options?.include_usage) chunk([], { usage: wireUsage(end.usage ?? countUsage(request, chunks.join(''))) });
  res.end('data: [DONE]\n\n');
}

export function writeEmbeddings(res: ServerResponse, request: StubRequest, vectors: number[][]): void {
  res.writeHead(200, { 'content-type': 'application/json' }).end(
    JSON.stringify({
      object: 'list',
      data: vectors.map((embedding, index) => ({ object: 'embedding', index, embedding })),
      model: request.model,
      usage: { prompt_tokens: vectors.length, total_tokens: vectors.length },
    }),
  );
}

function wireUsage(u: StubUsage) {
  return {
    prompt_tokens: u.promptTokens,
    completion_tokens: u.completionTokens,
    total_tokens: u.promptTokens + u.completionTokens,
  };
}

/** Word-by-word chunks that join back to the text exactly. */
export function wordChunks(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [text];
}

/** Deterministic token counts: words, so tests can predict them. */
export function countUsage(request: StubRequest, content: string): StubUsage {
  const words = (s: string) => s.split(/\s+/).filter(Boolean).length;
  return { promptTokens: request.messages.reduce((n, m) => n + words(m.content), 0), completionTokens: words(content) };
}

/** Words hashed into 16 dimensions: texts sharing words come out similar, as real embeddings would. */
function hashVector(text: string): number[] {
  const vector = new Array<number>(16).fill(0);
  for (const word of text.toLowerCase().match(/[a-z0-9]+/g) ?? []) {
    let hash = 0;
    for (let i = 0; i < word.length; i++) hash = (hash * 31 + word.charCodeAt(i)) >>> 0;
    vector[hash % 16] += 1;
  }
  const norm = Math.hypot(...vector) || 1;
  return vector.map((v) => v / norm);
}

function parseSchema(text: string): JsonSchema | undefined {
  try {
    return JSON.parse(text.trim()) as JsonSchema;
  } catch {
    return undefined;
  }
}
