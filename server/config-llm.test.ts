import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const OLLAMA = 'http://127.0.0.1:11434/v1';

describe('loadConfig: models', () => {
  it('has no roles, the offline badge and the defaults with nothing set', () => {
    const { llm, modelBadge } = loadConfig({});
    expect(llm).toEqual({
      baseUrl: null,
      apiKey: null,
      model: null,
      roles: null,
      embeddingModel: null,
      concurrency: 4,
      maxRetries: 3,
      timeoutSeconds: 120,
      offlineWordMs: 15,
      usdPerMillionTokens: null,
    });
    expect(loadConfig({ ASSISTANT_OFFLINE_WORD_MS: '60' }).llm.offlineWordMs).toBe(60);
    expect(modelBadge.offline).toBe(true);
  });

  it('stays offline with a model but no base URL, or a base URL but no model', () => {
    expect(loadConfig({ LLM_MODEL: 'llama3.1:8b' }).llm.roles).toBeNull();
    expect(loadConfig({ LLM_MODEL: 'llama3.1:8b' }).modelBadge.offline).toBe(true);
    expect(loadConfig({ LLM_BASE_URL: OLLAMA }).llm.roles).toBeNull();
  });

  it('gives every role the defaults, without a trailing slash', () => {
    const { roles } = loadConfig({ LLM_BASE_URL: `${OLLAMA}/`, LLM_MODEL: 'llama3.1:8b', LLM_API_KEY: 'k' }).llm;
    expect(Object.keys(roles ?? {}).sort()).toEqual([
      'assistant',
      'coding',
      'evolution',
      'generation',
      'meta_review',
      'ranking',
      'reflection',
    ]);
    expect(roles?.meta_review).toEqual({ baseUrl: OLLAMA, apiKey: 'k', model: 'llama3.1:8b' });
  });

  it('overrides a role, and a role on another server never gets the default key', () => {
    const { roles, model } = loadConfig({
      LLM_BASE_URL: OLLAMA,
      LLM_MODEL: 'llama3.1:8b',
      LLM_API_KEY: 'local-key',
      LLM_RANKING_BASE_URL: 'https://openrouter.ai/api/v1',
      LLM_RANKING_MODEL: 'anthropic/claude-3.5-sonnet',
      LLM_REFLECTION_MODEL: 'qwen2.5:14b',
      LLM_META_REVIEW_API_KEY: 'other-key',
    }).llm;
    expect(model).toBe('llama3.1:8b');
    expect(roles?.ranking).toEqual({
      baseUrl: 'https://openrouter.ai/api/v1',
      apiKey: null,
      model: 'anthropic/claude-3.5-sonnet',
    });
    expect(roles?.reflection).toEqual({ baseUrl: OLLAMA, apiKey: 'local-key', model: 'qwen2.5:14b' });
    expect(roles?.meta_review.apiKey).toBe('other-key');
    const withKey = loadConfig({
      LLM_BASE_URL: OLLAMA,
      LLM_MODEL: 'm',
      LLM_RANKING_BASE_URL: 'https://api.openai.com/v1',
      LLM_RANKING_API_KEY: 'sk-judge',
    });
    expect(withKey.llm.roles?.ranking).toEqual({
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'sk-judge',
      model: 'm',
    });
  });

  it('names the assistant model on the badge', () => {
    const config = loadConfig({
      LLM_BASE_URL: OLLAMA,
      LLM_MODEL: 'llama3.1:8b',
      LLM_ASSISTANT_MODEL: 'qwen2.5:14b-instruct',
    });
    expect(config.modelBadge).toMatchObject({
      offline: false,
      family: 'Qwen',
      tier: '14b-instruct',
      model: 'qwen2.5:14b-instruct',
    });
  });

  it('refuses half a configuration, naming the roles that lack a model', () => {
    expect(() => loadConfig({ LLM_RANKING_BASE_URL: OLLAMA, LLM_RANKING_MODEL: 'judge' })).toThrow(
      /generation, reflection, evolution, meta_review, assistant/,
    );
  });

  it('reads the limits and the embedding model, and rejects nonsense by name', () => {
    const { llm } = loadConfig({
      LLM_CONCURRENCY: '2',
      LLM_MAX_RETRIES: '0',
      LLM_TIMEOUT_SECONDS: '30',
      LLM_EMBEDDING_MODEL: 'nomic-embed-text',
    });
    expect(llm).toMatchObject({
      concurrency: 2,
      maxRetries: 0,
      timeoutSeconds: 30,
      embeddingModel: 'nomic-embed-text',
    });
    expect(() => loadConfig({ LLM_CONCURRENCY: '0' })).toThrow(/LLM_CONCURRENCY/);
    expect(() => loadConfig({ LLM_MAX_RETRIES: 'three' })).toThrow(/LLM_MAX_RETRIES/);
    expect(() => loadConfig({ LLM_TIMEOUT_SECONDS: '-1' })).toThrow(/LLM_TIMEOUT_SECONDS/);
    expect(() => loadConfig({ LLM_BASE_URL: '127.0.0.1:11434' })).toThrow(/LLM_BASE_URL must be an http/);
  });

  it('reads the price per million tokens, and refuses a negative or a word', () => {
    expect(loadConfig({ LLM_USD_PER_MILLION_TOKENS: '0.15' }).llm.usdPerMillionTokens).toBe(0.15);
    expect(() => loadConfig({ LLM_USD_PER_MILLION_TOKENS: '-1' })).toThrow(
      "LLM_USD_PER_MILLION_TOKENS must be a number of at least 0, got '-1'",
    );
    expect(() => loadConfig({ LLM_USD_PER_MILLION_TOKENS: 'cheap' })).toThrow(/LLM_USD_PER_MILLION_TOKENS/);
  });

  it('is frozen, roles included', () => {
    const { llm } = loadConfig({ LLM_BASE_URL: OLLAMA, LLM_MODEL: 'm' });
    expect(Object.isFrozen(llm.roles?.generation)).toBe(true);
  });
});
