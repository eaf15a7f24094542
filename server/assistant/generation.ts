import type { FastifyBaseLogger } from 'fastify';
import { mutate } from '../activity/mutate';
import type { Database } from '../db/connect';
import { ModelOutputError, ModelRequestError } from '../llm/errors';
import type { AnswerEngine } from './answer-engine';
import { activityTarget, excerpt } from './activity';
import { finishMessage, recentTurns, type MessageRow, type SessionRow } from './assistant-store';
import type { EventBus } from './event-bus';
import { loadGrounding } from './grounding';
import { planAnswer, type FieldUpdate } from './intents';
import { insertEvent, type EventDraft, type StoredEvent } from './stream-events';

// One answer, generated once: every event is committed, then published, in order. However it
// ends (answered, stopped, failed) the history row, the closing events and the activity row
// commit together, so a client replaying the table sees the same ending as one watching live.

export type StopReason = 'cancelled' | 'unattended' | 'deleted' | 'shutdown';

export class Stop extends Error {
  constructor(readonly reason: StopReason) {
    super(`answer stopped: ${reason}`);
  }
}

export interface GenerationDeps {
  db: Database;
  bus: EventBus;
  engine: AnswerEngine;
  log: FastifyBaseLogger;
}

type Ending = { status: 'completed'; stopped?: StopReason } | { status: 'error'; message: string };

export async function runGeneration(deps: GenerationDeps, session: SessionRow, message: MessageRow, context: Record<string, unknown>, signal: AbortSignal) {
  const { db, bus, engine } = deps;
  let seq = 0;
  let text = '';
  const fieldUpdates: FieldUpdate[] = [];
  let datasets: string[] = [];

  const store = async (executor: Parameters<typeof insertEvent>[0], draft: EventDraft) => {
    const stored = await insertEvent(executor, { queryId: message.id, seq: seq + 1, ...draft });
    seq = stored.seq;
    return stored;
  };
  // Deltas are the answer being written down, not changes of their own: their activity row is
  // the one written when the answer ends. No actor: no cached read depends on events.
  const emit = async (draft: EventDraft) => {
    bus.publish(await mutate(db, null, (tx) => store(tx, draft)));
    if (draft.eventType === 'content') text += draft.data.content ?? '';
    if (draft.data.fieldUpdate) fieldUpdates.push(draft.data.fieldUpdate);
    fieldUpdates.push(...(draft.data.updates ?? []));
  };

  const finish = async (ending: Ending) => {
    const stopped = ending.status === 'completed' ? ending.stopped : undefined;
    const metadata = {
      ...engine.metadata,
      ...(fieldUpdates.length > 0 && { fieldUpdates }),
      ...(datasets.length > 0 && { datasets }),
      ...(stopped && { aborted: true, abortReason: stopped }),
      ...(ending.status === 'error' && { error: ending.message }),
    };
    const closing: EventDraft[] =
      ending.status === 'error'
        ? [{ eventType: 'error', data: { message: ending.message } }]
        : [
            { eventType: 'final_response', data: { response: text, ...(stopped && { aborted: true }) } },
            { eventType: 'completed', data: stopped ? { aborted: true } : {} },
          ];
    const events = await mutate(db, { id: session.userId }, async (tx, record) => {
      if (!(await finishMessage(tx, message.id, { status: ending.status, response: text, metadata }))) return [];
      const stored: StoredEvent[] = [];
      for (const draft of closing) stored.push(await store(tx, draft));
      const what = `'${excerpt(message.query)}'`;
      record({
        ...activityTarget(session),
        action: ending.status === 'error' ? 'assistant.answer_failed' : stopped ? 'assistant.answer_stopped' : 'assistant.answered',
        level: ending.status === 'error' ? 'error' : 'info',
        message: ending.status === 'error' ? `Could not answer ${what}: ${ending.message}` : stopped ? `Stopped answering ${what} (${stopped})` : `Answered ${what}`,
        metadata: { assistantSessionId: session.id, queryId: message.id, ...engine.metadata, ...(stopped && { abortReason: stopped }) },
      });
      return stored;
    });
    events.forEach((event) => bus.publish(event));
  };

  try {
    await emit({ eventType: 'status', data: { status: 'thinking', message: 'Reading your workspace' } });
    const grounding = await loadGrounding(db, session.userId, session.workspaceId);
    const history = (await recentTurns(db, session.id, message.id)).map(({ query, response }) => ({ query, response }));
    const plan = planAnswer(message.query, context);
    datasets = plan.datasets.map((m) => m.variable.id);
    for await (const draft of engine.answer({ query: message.query, context, grounding, plan, history, signal })) {
      signal.throwIfAborted();
      await emit(draft);
    }
    signal.throwIfAborted();
    if (plan.datasets.length > 0) {
      const variables = plan.datasets.map(({ variable: v }) => ({ id: v.id, name: v.name, description: v.description, topic: v.topic, source: v.source }));
      const topics = [...new Set(variables.map((v) => v.topic))];
      await emit({ eventType: 'partial_response', data: { type: 'datacommons_search', topics, variables } });
    }
    await finish({ status: 'completed' });
  } catch (error) {
    const reason = signal.aborted && signal.reason instanceof Stop ? signal.reason.reason : null;
    if (reason === 'deleted') return;
    if (reason) return finish({ status: 'completed', stopped: reason });
    deps.log.warn({ err: error, queryId: message.id }, 'assistant answer failed');
    await finish({ status: 'error', message: publicMessage(error) });
  }
}

/** What the user may read about a failure: the kind of failure, never internals. */
function publicMessage(error: unknown): string {
  if (error instanceof ModelRequestError) {
    return `The model server did not answer (${error.status ?? error.kind}). Please try again.`;
  }
  if (error instanceof ModelOutputError) return 'The model gave an answer that could not be used. Please try again.';
  return 'The assistant could not answer. Please try again.';
}
