import { embedMany } from 'ai';
import { startDeadline } from './deadline';
import { CallTimeoutError } from './errors';
import type { ModelRuntime } from './model-runtime';
import { withRetry } from './retry';

// Embeddings through the same cap, retries and time limit as chat calls. Without
// LLM_EMBEDDING_MODEL the answer is null and callers fall back to lexical similarity.

export async function embedWith(
  runtime: ModelRuntime,
  texts: string[],
  signal?: AbortSignal,
): Promise<number[][] | null> {
  const { embedding } = runtime;
  if (!embedding) return null;
  if (texts.length === 0) return [];
  return withRetry({ role: 'embedding', model: embedding.modelId }, runtime.retry, signal, () =>
    runtime.limiter.run(async () => {
      const deadline = startDeadline(runtime.timeoutMs, signal);
      try {
        // One slot for the whole batch: parallel chunks inside it would slip past the cap.
        const { embeddings } = await embedMany({
          model: embedding.model,
          values: texts,
          maxRetries: 0,
          maxParallelCalls: 1,
          abortSignal: deadline.signal,
        });
        return embeddings;
      } catch (error) {
        throw deadline.timedOut ? new CallTimeoutError(runtime.timeoutMs) : error;
      } finally {
        deadline.clear();
      }
    }, signal),
  );
}
