import type { UsageSink } from '../llm/chat-model';
import type { Grounding } from './grounding';
import type { AnswerPlan } from './intents';
import type { ResearchFacts } from './research-facts';
import type { EventDraft } from './stream-events';

// What an answer is made from, and the two ways of making one: the offline engine (no model
// configured) and the model engine. Both yield status, content and field-update events; the
// runner numbers, stores and publishes them and adds the partial, final and completed events.

export interface AnswerInput {
  query: string;
  context: Record<string, unknown>;
  grounding: Grounding;
  plan: AnswerPlan;
  /** The user's ideas and reviews, read when the plan has intents to answer from them. */
  facts: ResearchFacts | null;
  /** Earlier answered turns of the session, oldest first. */
  history: { query: string; response: string }[];
  signal: AbortSignal;
  /** Told of every model call the answer makes, for its agent run (the agents gallery). */
  onUsage?: UsageSink;
}

export interface AnswerEngine {
  /** Said in each answer's metadata: engine 'offline' or 'model', and the model's id. */
  metadata: { engine: 'offline' | 'model'; model?: string };
  answer(input: AnswerInput): AsyncIterable<EventDraft>;
}

/** Awaited before each offline delta: a short pause in production, a gate in tests. */
export type Pace = (index: number, signal: AbortSignal) => Promise<void>;

/** Word-sized pieces that join back to the text exactly. */
export function wordDeltas(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

/** Settles with the promise, or rejects with the signal's reason as soon as it aborts. */
export function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    // A wait made with the same, already aborted, signal rejects too, and nothing else would
    // ever handle that: unhandled, it would take the process down.
    promise.catch(() => {});
    return Promise.reject(signal.reason);
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => (signal.removeEventListener('abort', onAbort), resolve(value)),
      (error) => (signal.removeEventListener('abort', onAbort), reject(error)),
    );
  });
}
