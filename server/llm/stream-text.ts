import { streamText, type LanguageModelUsage, type TextStreamPart, type ToolSet } from 'ai';
import type { TextRequest } from './chat-model';
import { startDeadline, type Deadline } from './deadline';
import { CallTimeoutError, ModelRequestError } from './errors';
import type { Release } from './limiter';
import { toTokenUsage, type ModelRuntime, type RoleTarget } from './model-runtime';
import { classifyFailure, withRetry } from './retry';

// A stream is retried only until its first delta: after that the caller has shown text to
// someone, and starting over would repeat it. The slot is held until the stream ends, and
// every way out (end, error, abort, the consumer breaking off) closes the upstream request.

type Part = TextStreamPart<ToolSet>;

interface OpenStream {
  first: string | null;
  parts: AsyncIterator<Part>;
  usage: { value: LanguageModelUsage | undefined };
  deadline: Deadline;
  release: Release;
}

export function streamTextWith(runtime: ModelRuntime, request: TextRequest): AsyncIterable<string> {
  return { [Symbol.asyncIterator]: () => deltas(runtime, request) };
}

async function* deltas(runtime: ModelRuntime, request: TextRequest): AsyncGenerator<string, void, undefined> {
  const target = runtime.target(request.role);
  const label = { role: request.role, model: target.modelId };
  const stop = new AbortController();
  const onCallerAbort = () => stop.abort(request.signal?.reason);
  if (request.signal?.aborted) throw request.signal.reason;
  request.signal?.addEventListener('abort', onCallerAbort, { once: true });
  let open: OpenStream | undefined;
  try {
    open = await withRetry(label, runtime.retry, request.signal, () =>
      openStream(runtime, target, request, stop.signal),
    );
    if (open.first !== null) yield open.first;
    for (let next = await open.parts.next(); !next.done; next = await open.parts.next()) {
      open.deadline.reset();
      const delta = readPart(next.value, open.usage);
      if (delta) yield delta;
    }
    // A cut stream may end quietly with an 'abort' part: that is a failure, not a short answer.
    if (open.deadline.signal.aborted) throw open.deadline.signal.reason;
    request.onUsage?.(toTokenUsage(request.role, target.modelId, open.usage.value));
  } catch (error) {
    if (request.signal?.aborted) throw request.signal.reason;
    if (error instanceof ModelRequestError) throw error;
    const failure = classifyFailure(open?.deadline.timedOut ? new CallTimeoutError(runtime.timeoutMs) : error);
    throw new ModelRequestError(label, failure, 1, error);
  } finally {
    stop.abort();
    request.signal?.removeEventListener('abort', onCallerAbort);
    open?.deadline.clear();
    open?.release();
    // Unlocks the SDK's stream; it has already been cut, so nothing is left to wait for.
    open?.parts.return?.().catch(() => {});
  }
}

/** Takes a slot and reads up to the first delta, so failures before any text can be retried. */
async function openStream(
  runtime: ModelRuntime,
  target: RoleTarget,
  request: TextRequest,
  stop: AbortSignal,
): Promise<OpenStream> {
  const release = await runtime.limiter.acquire(stop);
  const deadline = startDeadline(runtime.timeoutMs, stop);
  // An iterator abandoned without return() still frees its slot once the upstream call is cut.
  deadline.signal.addEventListener('abort', release, { once: true });
  const usage: OpenStream['usage'] = { value: undefined };
  try {
    const result = streamText({
      model: target.text,
      messages: request.messages,
      maxRetries: 0,
      abortSignal: deadline.signal,
      allowSystemInMessages: true,
      // Errors arrive as stream parts and are thrown from here; the default would console.error them.
      onError: () => {},
    });
    const parts = result.fullStream[Symbol.asyncIterator]();
    for (let next = await parts.next(); !next.done; next = await parts.next()) {
      deadline.reset();
      const delta = readPart(next.value, usage);
      if (delta) return { first: delta, parts, usage, deadline, release };
    }
    if (deadline.signal.aborted) throw deadline.signal.reason;
    return { first: null, parts, usage, deadline, release };
  } catch (error) {
    deadline.clear();
    release();
    throw deadline.timedOut ? new CallTimeoutError(runtime.timeoutMs) : error;
  }
}

/** The text a part carries, if any; throws a part that is an error, records the final usage. */
function readPart(part: Part, usage: OpenStream['usage']): string | null {
  if (part.type === 'text-delta') return part.text || null;
  if (part.type === 'error') throw part.error;
  if (part.type === 'finish') usage.value = part.totalUsage;
  return null;
}
