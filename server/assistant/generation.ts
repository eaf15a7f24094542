import type { FastifyBaseLogger } from 'fastify';
import type { StatVariable } from '../datasets/catalogue';
import type { Database } from '../db/connect';
import { ModelOutputError, ModelRequestError } from '../llm/errors';
import type { AnswerEngine } from './answer-engine';
import { createAnswerWriter } from './answer-writer';
import { loadIdeaDatasets } from './dataset-facts';
import { recentTurns, type MessageRow, type SessionRow } from './assistant-store';
import type { EventBus } from './event-bus';
import { loadGrounding } from './grounding';
import { datasetTargets } from './intent-answers';
import { planAnswer } from './intents';
import { loadResearchFacts } from './research-facts';
import type { EventDraft } from './stream-events';

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

export async function runGeneration(
  deps: GenerationDeps,
  session: SessionRow,
  message: MessageRow,
  context: Record<string, unknown>,
  signal: AbortSignal,
) {
  const { db, engine } = deps;
  const writer = createAnswerWriter(deps, session, message);
  try {
    await writer.emit({ eventType: 'status', data: { status: 'thinking', message: 'Reading your workspace' } });
    const grounding = await loadGrounding(db, session.userId, session.workspaceId);
    const history = (await recentTurns(db, session.id, message.id)).map(({ query, response }) => ({ query, response }));
    const plan = planAnswer(message.query, context);
    const facts = plan.intents.length
      ? await loadResearchFacts(db, session.userId, session.workspaceId, context.page)
      : null;
    const asksData = facts ? datasetTargets(plan.intents, facts) : [];
    if (facts && asksData.length > 0)
      facts.datasets = await loadIdeaDatasets(db, deps.log, session.userId, asksData, signal);
    writer.datasets = plan.datasets.map((m) => m.variable.id);
    for await (const draft of engine.answer({
      query: message.query,
      context,
      grounding,
      plan,
      facts,
      history,
      signal,
      onUsage: writer.onUsage,
    })) {
      signal.throwIfAborted();
      await writer.emit(draft);
    }
    signal.throwIfAborted();
    if (plan.datasets.length > 0) await writer.emit(datasetsEvent(plan.datasets.map((m) => m.variable)));
    await writer.finish({ status: 'completed' });
  } catch (error) {
    const reason = signal.aborted && signal.reason instanceof Stop ? signal.reason.reason : null;
    if (reason === 'deleted') return;
    if (reason) return writer.finish({ status: 'completed', stopped: reason });
    deps.log.warn({ err: error, queryId: message.id }, 'assistant answer failed');
    await writer.finish({ status: 'error', message: publicMessage(error) });
  }
}

/** The catalogue variables the answer points at, as one partial response after the text. */
function datasetsEvent(matched: StatVariable[]): EventDraft {
  const variables = matched.map((v) => ({
    id: v.id,
    name: v.name,
    description: v.description,
    topic: v.topic,
    source: v.source,
  }));
  const topics = [...new Set(variables.map((v) => v.topic))];
  return { eventType: 'partial_response', data: { type: 'datacommons_search', topics, variables } };
}

/** What the user may read about a failure: the kind of failure, never internals. */
function publicMessage(error: unknown): string {
  if (error instanceof ModelRequestError) {
    return `The model server did not answer (${error.status ?? error.kind}). Please try again.`;
  }
  if (error instanceof ModelOutputError) return 'The model gave an answer that could not be used. Please try again.';
  return 'The assistant could not answer. Please try again.';
}
