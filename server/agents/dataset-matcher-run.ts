import type { Executor } from '../db/connect';
import { HttpError } from '../http/http-error';
import type { ChatModel } from '../llm/chat-model';
import { meteredModel } from './metered-model';
import { recordAgentRun, type AgentRunSubject } from './record-agent-run';

// One dataset-suggestion request is one run of the dataset matcher, about the first of its
// ideas. A request refused before any idea was found (a bad or foreign id) is no run at all.

export interface MatchedIdea {
  id: string;
  title: string;
  sessionId: string;
}

/** What the reader of the gallery may see of a failure: our own messages, never internals. */
const publicError = (error: unknown) =>
  error instanceof HttpError ? error.message : 'The dataset matcher could not answer';

export function datasetMatcherRun(db: Executor, userId: string, model: ChatModel | null) {
  const metered = model ? meteredModel(model) : null;
  const startedAt = new Date();
  let subject: AgentRunSubject | null = null;
  const record = async (error: string | null) => {
    if (!subject) return;
    await recordAgentRun(db, {
      userId,
      agent: 'dataset-matcher',
      startedAt,
      durationMs: Date.now() - startedAt.getTime(),
      calls: metered?.meter.calls ?? 0,
      tokens: metered?.meter.tokens ?? 0,
      ok: error === null,
      error,
      subject,
    });
  };
  return {
    /** The model the request uses: the configured one, counting its calls. */
    model: metered?.model ?? null,
    /** The ideas the request is about, once found. */
    about(ideas: readonly MatchedIdea[]) {
      const [first] = ideas;
      if (!first) return;
      const more = ideas.length > 1 ? ` (and ${ideas.length - 1} more)` : '';
      subject = { kind: 'idea', id: first.id, label: `${first.title}${more}`, sessionId: first.sessionId };
    },
    async measure<T>(work: () => Promise<T>): Promise<T> {
      let result: T;
      try {
        result = await work();
      } catch (error) {
        await record(publicError(error));
        throw error;
      }
      await record(null);
      return result;
    },
  };
}
