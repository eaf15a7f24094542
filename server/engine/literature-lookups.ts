import type { LiteratureSearch, SourceOutcome } from '../literature/literature-search';
import type { StoredWork } from '../literature/work-store';
import { lexicalSimilarity } from '../relevance/similarity';
import { tokenize } from '../relevance/tokens';
import type { GoalInput, IdeaView, ResearchPlan, WorkView } from './types';

// What the pipeline asks the literature: the work closest to the goal (handed to generation) and
// the work closest to each idea (handed to its full review). Sources rank by their own relevance;
// we keep the ones closest in words to what we asked about.

/** Works per source per search, and how many the agents are shown. */
const GOAL_SEARCH = { perSource: 10, keep: 6 };
const IDEA_SEARCH = { perSource: 5, keep: 5 };

export interface Lookup {
  works: StoredWork[];
  outcomes: SourceOutcome[];
}

/** A work's words for similarity: its title and abstract (a stored work or one as agents see it). */
export const workText = (work: Pick<WorkView, 'title' | 'abstract'>) => `${work.title}. ${work.abstract ?? ''}`;

export const ideaSearchText = (idea: IdeaView) =>
  `${idea.title}. ${idea.summary} ${idea.details.hypothesis} ${idea.details.methodology.join(' ')}`;

/** The works most alike `text`, most alike first. */
export function closestWorks(text: string, works: readonly StoredWork[], keep: number): StoredWork[] {
  if (works.length === 0) return [];
  const row = lexicalSimilarity([text, ...works.map(workText)])[0];
  return works
    .map((work, i) => ({ work, similarity: row[i + 1] }))
    .sort((a, b) => b.similarity - a.similarity)
    .slice(0, keep)
    .map(({ work }) => work);
}

/** The goal's title, then the plan's keywords it does not already say. */
export function goalQuery(goal: GoalInput, plan: ResearchPlan): string {
  const said = new Set(tokenize(goal.title));
  const extra = plan.keywords.filter((k) => !tokenize(k).every((w) => said.has(w))).slice(0, 3);
  return [goal.title, ...extra].join(' ');
}

export async function priorWorkForGoal(
  literature: LiteratureSearch,
  goal: GoalInput,
  plan: ResearchPlan,
  signal: AbortSignal,
): Promise<Lookup> {
  const answer = await literature.search(goalQuery(goal, plan), { limit: GOAL_SEARCH.perSource, signal });
  const text = `${goal.title}. ${goal.description} ${plan.keywords.join(' ')}`;
  return { works: closestWorks(text, answer.works, GOAL_SEARCH.keep), outcomes: answer.outcomes };
}

export async function relatedWorkForIdea(
  literature: LiteratureSearch,
  idea: IdeaView,
  signal: AbortSignal,
): Promise<Lookup> {
  const answer = await literature.search(idea.title, { limit: IDEA_SEARCH.perSource, signal });
  return { works: closestWorks(ideaSearchText(idea), answer.works, IDEA_SEARCH.keep), outcomes: answer.outcomes };
}

/** Works as agents see them, keyed `${prefix}1`, `${prefix}2`… in order. */
export function workViews(works: readonly StoredWork[], prefix: 'P' | 'W'): WorkView[] {
  return works.map((work, i) => ({
    key: `${prefix}${i + 1}`,
    title: work.title,
    authors: work.authors,
    year: work.year,
    venue: work.venue,
    doi: work.doi,
    url: work.url,
    abstract: work.abstract,
  }));
}
