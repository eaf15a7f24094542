import { datasetMatcherRun } from '../agents/dataset-matcher-run';
import type { AppContext } from '../app-context';
import { permit } from '../access/authorize';
import { requireUser } from '../auth/bearer';
import type { Executor } from '../db/connect';
import { withinDeadline, SUGGESTION_DEADLINE_MS } from '../datasets/suggest/deadline';
import { createVectorCache } from '../datasets/suggest/embedding-blend';
import { checkedIdeaIds } from '../datasets/suggest/idea-ids';
import { planFieldId } from '../datasets/suggest/idea-needs';
import { suggestDatasets, type SuggestionIdea } from '../datasets/suggest/suggest-datasets';
import { ideaDetailsOf } from '../engine/engine-store';
import { findIdea } from '../ideas/idea-store';
import type { ChatModel } from '../llm/chat-model';
import type { HandlerMap } from './handler-types';

// Datasets that fit the caller's ideas (docs/product.md, "Datasets"). It changes nothing, so no
// activity row; it records one dataset-matcher run for the agents gallery. Any member of an idea's
// workspace may ask; to anyone else the idea is the same 404 as a missing one.

async function loadIdeas(
  db: Executor,
  userId: string,
  ids: readonly string[],
): Promise<(SuggestionIdea & { sessionId: string })[]> {
  const found = await Promise.all(ids.map((id) => findIdea(db, userId, id)));
  return found.map((idea) => {
    const row = permit(idea, 'idea', 'read');
    const details = ideaDetailsOf(row.idea);
    return {
      id: row.idea.id,
      sessionId: row.idea.sessionId,
      fieldId: planFieldId(row.session.plan),
      methodIds: details.methods ?? [],
      text: {
        title: row.idea.title,
        summary: row.idea.summary,
        methodology: details.methodology,
        expectedOutcomes: details.expectedOutcomes,
      },
    };
  });
}

export function datasetSuggestionHandlers(ctx: AppContext, model: ChatModel | null): HandlerMap {
  // Dataset embeddings, kept for the app's life: a catalogue entry is embedded once per version.
  const vectors = createVectorCache();
  return {
    async suggestDatasets(request) {
      const userId = requireUser(request).id;
      const ids = checkedIdeaIds(request.body.ideaIds);
      const run = datasetMatcherRun(ctx.db, userId, model);
      return run.measure(() =>
        withinDeadline(SUGGESTION_DEADLINE_MS, async (signal) => {
          const ideas = await loadIdeas(ctx.db, userId, ids);
          run.about(ideas.map((idea) => ({ id: idea.id, title: idea.text.title, sessionId: idea.sessionId })));
          return suggestDatasets({ db: ctx.db, model: run.model, vectors, log: request.log }, userId, ideas, signal);
        }),
      );
    },
  };
}
