import type { FastifyBaseLogger } from 'fastify';
import type { components } from '../../../src/api/schema';
import { DATASET_SUGGESTION_MESSAGES } from '../../../src/domain/messages';
import type { Executor } from '../../db/connect';
import type { ChatModel } from '../../llm/chat-model';
import { deriveModelBadge } from '../../llm/model-badge';
import type { DatasetSummary } from '../dataset-summary';
import { findCandidates } from './candidates';
import { blendEmbeddings, type VectorCache } from './embedding-blend';
import { ideaNeeds, type IdeaNeeds, type IdeaText } from './idea-needs';
import { modelRerank } from './model-rerank';
import { offlineReason } from './offline-reason';
import { scoreCandidates, shownRelevance, type Scored } from './relevance-score';
import { searchWords } from './search-words';

// Datasets for up to five ideas: each idea's candidates are the datasets of the fields it needs and
// the caller's uploads, ranked by the relevance module (blended with embeddings when configured)
// and cut at the relevance floor, then ranked and explained by the chat model when there is one,
// else offline. A model that fails or is slow leaves the offline answer standing.

export type DatasetSuggestions = components['schemas']['DatasetSuggestions'];

/** A suggestion before its idea's title is added. */
interface Ranked {
  relevanceScore: number;
  ideaId: string;
  dataset: DatasetSummary;
  reason: string;
}

export interface SuggestionIdea {
  id: string;
  text: IdeaText;
  /** The research field of the idea's session, or null when none was recognised. */
  fieldId: string | null;
  /** The library methods the idea uses (its details' `methods`). */
  methodIds: string[];
}

export interface SuggestionDeps {
  db: Executor;
  model: ChatModel | null;
  vectors: VectorCache;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

const SHOWN = 5;
const POOL = 12;
const EMBEDDING_BUDGET_MS = 15_000;
const MODEL_BUDGET_MS = 40_000;

interface Shortlist {
  idea: SuggestionIdea;
  needs: IdeaNeeds;
  candidates: Scored[];
}

const round = (score: number) => Math.round(Math.min(1, Math.max(0, score)) * 1000) / 1000;
const ideaText = (t: IdeaText) => [t.title, t.summary, ...t.methodology, ...t.expectedOutcomes].join('\n');

async function shortlist(deps: SuggestionDeps, userId: string, idea: SuggestionIdea, signal: AbortSignal) {
  const needs = ideaNeeds(idea.fieldId, idea.methodIds);
  const fields = needs.fieldId === null ? null : [needs.fieldId, ...needs.adjacentFieldIds];
  const found = scoreCandidates(idea.text, needs, await findCandidates(deps.db, userId, fields)).slice(0, POOL);
  const { model } = deps;
  if (!model || found.length === 0) return { idea, needs, candidates: found };
  try {
    const budget = AbortSignal.any([signal, AbortSignal.timeout(EMBEDDING_BUDGET_MS)]);
    const blended = await blendEmbeddings(
      (texts, s) => model.embed(texts, s),
      deps.vectors,
      ideaText(idea.text),
      found,
      budget,
    );
    return { idea, needs, candidates: blended ?? found };
  } catch (error) {
    if (signal.aborted) throw error;
    deps.log.warn({ err: error }, 'dataset suggestions: embeddings failed; ranking by shared words alone');
    return { idea, needs, candidates: found };
  }
}

function offline({ idea, needs, candidates }: Shortlist): Ranked[] {
  const context = { methodology: idea.text.methodology, measure: needs.methods[0]?.measure ?? null };
  return candidates.slice(0, SHOWN).map((c) => ({
    relevanceScore: round(shownRelevance(c.score)),
    ideaId: idea.id,
    dataset: c.dataset,
    reason: offlineReason(c, context),
  }));
}

async function byModel(model: ChatModel, { idea, candidates }: Shortlist, signal: AbortSignal): Promise<Ranked[]> {
  const picks = await modelRerank(model, idea.text, candidates, SHOWN, signal);
  const byId = new Map(candidates.map((c) => [c.dataset.id, c.dataset]));
  return picks.slice(0, SHOWN).map((pick) => ({
    relevanceScore: round(pick.relevanceScore),
    ideaId: idea.id,
    dataset: byId.get(pick.datasetId)!,
    reason: pick.reason,
  }));
}

/** The model's ranking, or null when it failed or ran out of time (the offline one stands). */
async function modelRanking(deps: SuggestionDeps, model: ChatModel, lists: Shortlist[], signal: AbortSignal) {
  const budget = AbortSignal.any([signal, AbortSignal.timeout(MODEL_BUDGET_MS)]);
  try {
    return await Promise.all(lists.map((list) => byModel(model, list, budget)));
  } catch (error) {
    if (signal.aborted) throw error;
    deps.log.warn({ err: error }, 'dataset suggestions: the model could not rank; the offline ranking is used');
    return null;
  }
}

export async function suggestDatasets(
  deps: SuggestionDeps,
  userId: string,
  ideas: readonly SuggestionIdea[],
  signal: AbortSignal,
): Promise<DatasetSuggestions> {
  const lists = await Promise.all(ideas.map((idea) => shortlist(deps, userId, idea, signal)));
  let ranked = lists.map(offline);
  let agentUsed: string = DATASET_SUGGESTION_MESSAGES.offlineAgent;
  const { model } = deps;
  if (model && lists.some((list) => list.candidates.length > 0)) {
    const byTheModel = await modelRanking(deps, model, lists, signal);
    if (byTheModel) {
      ranked = byTheModel;
      agentUsed = deriveModelBadge(model.modelFor('assistant')).label;
    }
  }
  const order = new Map(ideas.map((idea, i) => [idea.id, i]));
  const titles = new Map(ideas.map((idea) => [idea.id, idea.text.title]));
  const suggestions = ranked
    .flat()
    .sort(
      (a, b) =>
        b.relevanceScore - a.relevanceScore ||
        order.get(a.ideaId)! - order.get(b.ideaId)! ||
        a.dataset.name.localeCompare(b.dataset.name),
    )
    .map((s) => ({ ...s, ideaTitle: titles.get(s.ideaId)! }));
  const suggested = new Set(suggestions.map((s) => s.ideaId));
  const searchInstead = lists
    .filter(({ idea }) => !suggested.has(idea.id))
    .map(({ idea, needs }) => ({ ideaId: idea.id, words: searchWords(idea.text, needs) }));
  return { suggestions, totalSuggestions: suggestions.length, agentUsed, searchInstead };
}
