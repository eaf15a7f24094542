import { mutate, type ActivityEntry } from '../activity/mutate';
import { answerRun } from '../agents/answer-run';
import { recordAgentRun } from '../agents/record-agent-run';
import type { TokenUsage } from '../llm/chat-model';
import type { AnswerEngine } from './answer-engine';
import { activityTarget, excerpt } from './activity';
import { finishMessage, type MessageRow, type SessionRow } from './assistant-store';
import type { GenerationDeps, StopReason } from './generation';
import type { FieldUpdate } from './intents';
import { insertEvent, type EventDraft, type StoredEvent } from './stream-events';

// Writes one answer down: every event is committed, then published, in order. However it ends
// (answered, stopped, failed) the history row, the closing events and the activity row commit
// together, so a client replaying the table sees the same ending as one watching live.

export type Ending = { status: 'completed'; stopped?: StopReason } | { status: 'error'; message: string };

export function createAnswerWriter(deps: GenerationDeps, session: SessionRow, message: MessageRow) {
  const { db, bus, engine } = deps;
  let seq = 0;
  let text = '';
  const fieldUpdates: FieldUpdate[] = [];
  const started = { at: new Date(), calls: 0, tokens: 0 };
  const store = async (executor: Parameters<typeof insertEvent>[0], draft: EventDraft) => {
    const stored = await insertEvent(executor, { queryId: message.id, seq: seq + 1, ...draft });
    seq = stored.seq;
    return stored;
  };
  const writer = {
    /** The catalogue ids the answer points at, kept in the history row's metadata. */
    datasets: [] as string[],
    /** The answer's model calls, for its agent run. */
    onUsage: (usage: TokenUsage) => {
      started.calls += 1;
      started.tokens += usage.inputTokens + usage.outputTokens;
    },
    // Deltas are the answer being written down, not changes of their own: their activity row is
    // the one written when the answer ends. No actor: no cached read depends on events.
    async emit(draft: EventDraft) {
      bus.publish(await mutate(db, null, (tx) => store(tx, draft)));
      if (draft.eventType === 'content') text += draft.data.content ?? '';
      if (draft.data.fieldUpdate) fieldUpdates.push(draft.data.fieldUpdate);
      fieldUpdates.push(...(draft.data.updates ?? []));
    },
    async finish(ending: Ending) {
      const stopped = ending.status === 'completed' ? ending.stopped : undefined;
      const metadata = {
        ...engine.metadata,
        ...(fieldUpdates.length > 0 && { fieldUpdates }),
        ...(writer.datasets.length > 0 && { datasets: writer.datasets }),
        ...(stopped && { aborted: true, abortReason: stopped }),
        ...(ending.status === 'error' && { error: ending.message }),
      };
      const events = await mutate(db, { id: session.userId }, async (tx, record) => {
        if (!(await finishMessage(tx, message.id, { status: ending.status, response: text, metadata }))) return [];
        const stored: StoredEvent[] = [];
        for (const draft of closingEvents(ending, text)) stored.push(await store(tx, draft));
        record(endingActivity(session, message, engine, ending));
        await recordAgentRun(
          tx,
          answerRun(session, message, started, ending.status === 'error' ? ending.message : null),
        );
        return stored;
      });
      events.forEach((event) => bus.publish(event));
    },
  };
  return writer;
}

function closingEvents(ending: Ending, text: string): EventDraft[] {
  if (ending.status === 'error') return [{ eventType: 'error', data: { message: ending.message } }];
  const stopped = ending.stopped;
  return [
    { eventType: 'final_response', data: { response: text, ...(stopped && { aborted: true }) } },
    { eventType: 'completed', data: stopped ? { aborted: true } : {} },
  ];
}

function endingActivity(session: SessionRow, message: MessageRow, engine: AnswerEngine, ending: Ending): ActivityEntry {
  const stopped = ending.status === 'completed' ? ending.stopped : undefined;
  const what = `'${excerpt(message.query)}'`;
  const failed = ending.status === 'error';
  return {
    ...activityTarget(session),
    action: failed ? 'assistant.answer_failed' : stopped ? 'assistant.answer_stopped' : 'assistant.answered',
    level: failed ? 'error' : 'info',
    message: failed
      ? `Could not answer ${what}: ${ending.message}`
      : stopped
        ? `Stopped answering ${what} (${stopped})`
        : `Answered ${what}`,
    metadata: {
      assistantSessionId: session.id,
      queryId: message.id,
      ...engine.metadata,
      ...(stopped && { abortReason: stopped }),
    },
  };
}
