import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/connect';
import type { ChatModel } from '../llm/chat-model';
import type { AnswerEngine, Pace } from './answer-engine';
import type { MessageRow, SessionRow } from './assistant-store';
import { createEventBus, type EventBus } from './event-bus';
import { runGeneration, Stop, type StopReason } from './generation';
import { createModelEngine } from './model-engine';
import { createOfflineEngine } from './offline-engine';

// The answers being generated in this process. A dropped connection does not stop one (the
// client may reconnect); a cancel does, and so does nobody listening for unattendedMs.

export interface AssistantOptions {
  /** Awaited before each offline delta (default: a pause of wordMs). */
  pace?: Pace;
  /** The offline pause between words; the app passes ASSISTANT_OFFLINE_WORD_MS (default 0: at once). */
  wordMs?: number;
  /** Stop an answer nobody has listened to for this long (default 2 minutes). */
  unattendedMs?: number;
  /** Comment lines on an open stream this often (default 15 s). */
  heartbeatMs?: number;
  /** How often a stream re-reads events that another process is generating (default 500 ms). */
  pollMs?: number;
}

export interface AssistantRuntime {
  engine: AnswerEngine;
  model: ChatModel | null;
  bus: EventBus;
  heartbeatMs: number;
  pollMs: number;
  /** How long a stream waits on events another process should be writing before giving up. */
  staleMs: number;
  /** Aborts when the app closes: streams following another process stop too. */
  closed: AbortSignal;
  start(session: SessionRow, message: MessageRow, context: Record<string, unknown>): void;
  isRunning(queryId: string): boolean;
  /** A listener arrives; call the returned function when it leaves. */
  attach(queryId: string): () => void;
  /** Settles when the generation has ended and stored its ending (at once if none runs). */
  settled(queryId: string): Promise<void>;
  /** Stops a generation running here; false when none was. */
  cancel(queryId: string): Promise<boolean>;
  /** Stops a session's generations without writing (its rows are about to be deleted). */
  stopSession(sessionId: string): Promise<void>;
  close(): Promise<void>;
}

interface Generation {
  sessionId: string;
  controller: AbortController;
  listeners: number;
  timer: NodeJS.Timeout | null;
  done: Promise<void>;
}

const pauseOf = (ms: number): Pace => (_index, signal) => delay(ms, undefined, { signal });

export function createAssistantRuntime(deps: { db: Database; log: FastifyBaseLogger; model: ChatModel | null; options?: AssistantOptions }): AssistantRuntime {
  const { options = {} } = deps;
  const unattendedMs = options.unattendedMs ?? 120_000;
  const engine = deps.model ? createModelEngine(deps.model) : createOfflineEngine(options.pace ?? pauseOf(options.wordMs ?? 0));
  const bus = createEventBus();
  const running = new Map<string, Generation>();
  const closing = new AbortController();

  const stop = async (queryId: string, reason: StopReason) => {
    const generation = running.get(queryId);
    if (!generation) return false;
    generation.controller.abort(new Stop(reason));
    await generation.done;
    return true;
  };
  const watch = (queryId: string, generation: Generation) => {
    if (generation.timer) clearTimeout(generation.timer);
    generation.timer = generation.listeners > 0 ? null : setTimeout(() => void stop(queryId, 'unattended'), unattendedMs);
    generation.timer?.unref();
  };

  return {
    engine,
    model: deps.model,
    bus,
    heartbeatMs: options.heartbeatMs ?? 15_000,
    pollMs: options.pollMs ?? 500,
    staleMs: unattendedMs + 30_000,
    closed: closing.signal,
    start(session, message, context) {
      const controller = new AbortController();
      const generation: Generation = { sessionId: session.id, controller, listeners: 0, timer: null, done: Promise.resolve() };
      running.set(message.id, generation);
      watch(message.id, generation);
      generation.done = runGeneration({ db: deps.db, bus, engine, log: deps.log }, session, message, context, controller.signal)
        .catch((error: unknown) => deps.log.error({ err: error, queryId: message.id }, 'assistant answer could not be stored'))
        .finally(() => {
          if (generation.timer) clearTimeout(generation.timer);
          running.delete(message.id);
          bus.end(message.id);
        });
    },
    isRunning: (queryId) => running.has(queryId),
    attach(queryId) {
      const generation = running.get(queryId);
      if (!generation) return () => {};
      generation.listeners++;
      watch(queryId, generation);
      let attached = true;
      return () => {
        if (!attached) return;
        attached = false;
        generation.listeners--;
        if (running.get(queryId) === generation) watch(queryId, generation);
      };
    },
    settled: async (queryId) => running.get(queryId)?.done,
    cancel: (queryId) => stop(queryId, 'cancelled'),
    async stopSession(sessionId) {
      const mine = [...running].filter(([, g]) => g.sessionId === sessionId).map(([id]) => id);
      await Promise.all(mine.map((id) => stop(id, 'deleted')));
    },
    async close() {
      closing.abort();
      await Promise.all([...running.keys()].map((id) => stop(id, 'shutdown')));
    },
  };
}
