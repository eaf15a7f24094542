import type { z } from 'zod';

// The seam between the model providers (server/llm) and their users (the Co-Scientist engine,
// the research assistant). An OpenAI-compatible server sits behind it; with none configured,
// createChatModel answers null and callers use their offline implementations instead.

/** Who is asking: each role may be pointed at its own model (a judge from another family). */
export type ModelRole = 'generation' | 'reflection' | 'ranking' | 'evolution' | 'meta_review' | 'assistant' | 'coding';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface TokenUsage {
  role: ModelRole;
  model: string;
  inputTokens: number;
  outputTokens: number;
}

/** Called once per model call that reached the server, for per-session accounting. */
export type UsageSink = (usage: TokenUsage) => void;

export interface ObjectRequest<T> {
  role: ModelRole;
  messages: ChatMessage[];
  /** The answer must parse with this schema; malformed output is repaired or retried, never returned. */
  schema: z.ZodType<T>;
  schemaName: string;
  signal?: AbortSignal;
  onUsage?: UsageSink;
}

export interface TextRequest {
  role: ModelRole;
  messages: ChatMessage[];
  signal?: AbortSignal;
  onUsage?: UsageSink;
}

export interface ChatModel {
  /** The model id a role is served by, for labels and accounting. */
  modelFor(role: ModelRole): string;
  generateObject<T>(request: ObjectRequest<T>): Promise<T>;
  /** Text deltas as they arrive; aborting the signal stops generation upstream. */
  streamText(request: TextRequest): AsyncIterable<string>;
  /** Embeddings where the provider has them, else null (callers fall back to lexical similarity). */
  embed(texts: string[], signal?: AbortSignal): Promise<number[][] | null>;
}
