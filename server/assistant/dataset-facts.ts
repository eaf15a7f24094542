import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../db/connect';
import { createVectorCache } from '../datasets/suggest/embedding-blend';
import { ideaNeeds } from '../datasets/suggest/idea-needs';
import { searchWords } from '../datasets/suggest/search-words';
import { suggestDatasets } from '../datasets/suggest/suggest-datasets';
import type { IdeaFact } from './research-facts';

// The datasets the assistant names for an idea: the suggestion path's own offline answer
// (docs/product.md, "Datasets"), so the assistant cites only catalogue entries and the user's own
// uploads that fit the idea's field, each with its page, and never a dataset the product cannot show.

export interface DatasetFact {
  id: string;
  name: string;
  kind: 'catalogue' | 'upload';
  relevance: number;
  reason: string;
}

export interface IdeaDatasets {
  datasets: DatasetFact[];
  /** What to search the catalogue for when nothing fits well enough to suggest. */
  searchFor: string[];
}

const text = (idea: IdeaFact) => ({
  title: idea.title,
  summary: idea.summary,
  methodology: idea.steps,
  expectedOutcomes: idea.outcomes,
});

export async function loadIdeaDatasets(
  db: Executor,
  log: Pick<FastifyBaseLogger, 'warn'>,
  userId: string,
  ideas: readonly IdeaFact[],
  signal: AbortSignal,
): Promise<Map<string, IdeaDatasets>> {
  if (ideas.length === 0) return new Map();
  const asked = ideas.map((idea) => ({
    id: idea.id,
    text: text(idea),
    fieldId: idea.field?.id ?? null,
    methodIds: idea.methods,
  }));
  const { suggestions } = await suggestDatasets(
    { db, model: null, vectors: createVectorCache(), log },
    userId,
    asked,
    signal,
  );
  return new Map(
    asked.map((idea) => [
      idea.id,
      {
        datasets: suggestions
          .filter((s) => s.ideaId === idea.id)
          .map((s) => ({
            id: s.dataset.id,
            name: s.dataset.name,
            kind: s.dataset.kind,
            relevance: s.relevanceScore,
            reason: s.reason,
          })),
        searchFor: searchWords(idea.text, ideaNeeds(idea.fieldId, idea.methodIds)),
      },
    ]),
  );
}
