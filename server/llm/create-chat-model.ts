import { createOpenAICompatible, type OpenAICompatibleProvider } from '@ai-sdk/openai-compatible';
import type { LlmConfig, LlmEndpoint } from '../config';
import { cappedFetch, MODEL_ANSWER_MAX_BYTES } from '../http/read-capped';
import type { ChatModel, ModelRole } from './chat-model';
import { embedWith } from './embed';
import { generateObjectWith } from './generate-object';
import { createLimiter } from './limiter';
import { asJsonModel, type ModelRuntime, type RoleTarget } from './model-runtime';
import { MODEL_ROLES } from './model-roles';
import { sleep, type RetryPolicy } from './retry';
import { streamTextWith } from './stream-text';

/** Seams for tests and tools; production passes none. */
export interface ChatModelOptions {
  sleep?: RetryPolicy['sleep'];
  random?: () => number;
  fetch?: typeof globalThis.fetch;
}

/** Every answer, a stream in total, read up to a cap (server/http/read-capped.ts). */
function modelFetch(fetchImpl: typeof globalThis.fetch | undefined, baseUrl: string): typeof globalThis.fetch {
  const send = fetchImpl ?? ((input, init) => globalThis.fetch(input, init));
  return cappedFetch(send, MODEL_ANSWER_MAX_BYTES, `The model server at ${baseUrl}`);
}

/** A ChatModel over the configured OpenAI-compatible servers, or null when none is (offline engine). */
export function createChatModel(config: { llm: LlmConfig }, options: ChatModelOptions = {}): ChatModel | null {
  const { llm } = config;
  if (!llm.roles) return null;
  const providers = new Map<string, OpenAICompatibleProvider>();
  // One provider per server and key: roles sharing a server share its connection settings.
  const providerFor = (endpoint: Pick<LlmEndpoint, 'baseUrl' | 'apiKey'>) => {
    const key = `${endpoint.baseUrl}\n${endpoint.apiKey ?? ''}`;
    let provider = providers.get(key);
    if (!provider) {
      provider = createOpenAICompatible({
        name: `llm-${providers.size + 1}`,
        baseURL: endpoint.baseUrl,
        apiKey: endpoint.apiKey ?? undefined,
        // Streams then end with a usage chunk, so streamed calls are counted too.
        includeUsage: true,
        fetch: modelFetch(options.fetch, endpoint.baseUrl),
      });
      providers.set(key, provider);
    }
    return provider;
  };

  const targets = new Map<ModelRole, RoleTarget>();
  for (const role of MODEL_ROLES) {
    const endpoint = llm.roles[role];
    const model = providerFor(endpoint).chatModel(endpoint.model);
    targets.set(role, {
      role,
      modelId: endpoint.model,
      text: model,
      json: asJsonModel(model),
      jsonMode: { enabled: true },
    });
  }
  const defaultEndpoint = llm.baseUrl ? { baseUrl: llm.baseUrl, apiKey: llm.apiKey } : llm.roles.generation;
  const runtime: ModelRuntime = {
    target: (role) => {
      const target = targets.get(role);
      if (!target) throw new Error(`unknown model role '${role}'`);
      return target;
    },
    embedding: llm.embeddingModel
      ? { model: providerFor(defaultEndpoint).embeddingModel(llm.embeddingModel), modelId: llm.embeddingModel }
      : null,
    limiter: createLimiter(llm.concurrency),
    retry: {
      maxRetries: llm.maxRetries,
      baseDelayMs: 1000,
      maxDelayMs: 30_000,
      maxRetryAfterMs: 120_000,
      sleep: options.sleep ?? sleep,
      random: options.random ?? Math.random,
    },
    timeoutMs: llm.timeoutSeconds * 1000,
  };

  return {
    modelFor: (role) => runtime.target(role).modelId,
    generateObject: (request) => generateObjectWith(runtime, request),
    streamText: (request) => streamTextWith(runtime, request),
    embed: (texts, signal) => embedWith(runtime, texts, signal),
  };
}
