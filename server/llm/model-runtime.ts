import type { OpenAICompatibleProvider } from '@ai-sdk/openai-compatible';
import { APICallError, wrapLanguageModel, type EmbeddingModel, type LanguageModel, type LanguageModelUsage } from 'ai';
import type { ModelRole, TokenUsage } from './chat-model';
import type { Limiter } from './limiter';
import type { RetryPolicy } from './retry';

// What every call of one ChatModel shares: where each role goes, the concurrency cap, the retry
// policy and the time limit. generate-object, stream-text and embed take it as their first argument.

export interface RoleTarget {
  role: ModelRole;
  modelId: string;
  /** The model as configured: plain text answers. */
  text: LanguageModel;
  /** The same model asked for a JSON answer (response_format json_object). */
  json: LanguageModel;
  /** Off once the server has refused response_format: LM Studio and some proxies do. */
  jsonMode: { enabled: boolean };
}

export interface ModelRuntime {
  target(role: ModelRole): RoleTarget;
  embedding: { model: EmbeddingModel; modelId: string } | null;
  limiter: Limiter;
  retry: RetryPolicy;
  timeoutMs: number;
}

/** Asks for a JSON answer without a schema: json_object is the JSON mode local servers share. */
export function asJsonModel(model: ReturnType<OpenAICompatibleProvider['chatModel']>): LanguageModel {
  return wrapLanguageModel({
    model,
    middleware: {
      specificationVersion: 'v3',
      transformParams: async ({ params }) => ({ ...params, responseFormat: { type: 'json' } }),
    },
  });
}

/** A 400/422 that names response_format: the server does not do JSON mode, so ask without it. */
export function refusesJsonMode(error: unknown): boolean {
  if (!APICallError.isInstance(error) || (error.statusCode !== 400 && error.statusCode !== 422)) return false;
  return /response_format|json_object|json_schema/i.test(`${error.message} ${error.responseBody ?? ''}`);
}

export function toTokenUsage(role: ModelRole, model: string, usage: LanguageModelUsage | undefined): TokenUsage {
  return { role, model, inputTokens: usage?.inputTokens ?? 0, outputTokens: usage?.outputTokens ?? 0 };
}
