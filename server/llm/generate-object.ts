import { generateText, type LanguageModel } from 'ai';
import type { ChatMessage, ObjectRequest } from './chat-model';
import { startDeadline } from './deadline';
import { CallTimeoutError, ModelOutputError } from './errors';
import { correctionMessages, withSchemaInstructions } from './json-instructions';
import { parseModelJson } from './json-repair';
import { refusesJsonMode, toTokenUsage, type ModelRuntime, type RoleTarget } from './model-runtime';
import { withRetry } from './retry';

// JSON mode is asked for but not trusted: the answer is repaired and validated here, and an
// invalid one is sent back with the reason, up to LLM_MAX_RETRIES times. Unvalidated data never
// leaves this function.

export async function generateObjectWith<T>(runtime: ModelRuntime, request: ObjectRequest<T>): Promise<T> {
  const target = runtime.target(request.role);
  const prompt = withSchemaInstructions(request.messages, request.schema, request.schemaName);
  let messages = prompt;
  let problem = '';
  let lastOutput = '';
  const attempts = runtime.retry.maxRetries + 1;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const text = await completeText(runtime, target, messages, request);
    const outcome = parseModelJson(text, request.schema);
    if (outcome.ok) return outcome.value;
    problem = outcome.problem;
    lastOutput = text;
    // Only the latest rejection is shown: a growing transcript of failures costs tokens and helps little.
    messages = [...prompt, ...correctionMessages(text, problem)];
  }
  throw new ModelOutputError(
    { role: request.role, model: target.modelId },
    request.schemaName,
    attempts,
    problem,
    lastOutput,
  );
}

/** One answer's text, through the limiter, retried on transport failures, usage reported. */
function completeText<T>(
  runtime: ModelRuntime,
  target: RoleTarget,
  messages: ChatMessage[],
  request: ObjectRequest<T>,
): Promise<string> {
  const label = { role: request.role, model: target.modelId };
  return withRetry(label, runtime.retry, request.signal, () =>
    runtime.limiter.run(async () => {
      const deadline = startDeadline(runtime.timeoutMs, request.signal);
      const call = async (model: LanguageModel) => {
        const result = await generateText({
          model,
          messages,
          maxRetries: 0,
          abortSignal: deadline.signal,
          allowSystemInMessages: true,
        });
        request.onUsage?.(toTokenUsage(request.role, target.modelId, result.usage));
        return result.text;
      };
      try {
        if (!target.jsonMode.enabled) return await call(target.text);
        try {
          return await call(target.json);
        } catch (error) {
          if (!refusesJsonMode(error)) throw error;
          target.jsonMode.enabled = false;
          return await call(target.text);
        }
      } catch (error) {
        throw deadline.timedOut ? new CallTimeoutError(runtime.timeoutMs) : error;
      } finally {
        deadline.clear();
      }
    }, request.signal),
  );
}
