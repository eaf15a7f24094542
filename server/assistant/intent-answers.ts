import { escapeMarkdown as md } from '../../src/domain/text-escape';
import { ideaLink, money, outOfFive, two } from './idea-format';
import { compareAnswer } from './compare-ideas';
import { configureModelAnswer, datasetsAnswer, metaReviewAnswer, nextStepsAnswer } from './idea-advice';
import type { IntentId, RecognisedIntent } from './intent-recognition';
import type { IdeaFact, ResearchFacts } from './research-facts';

// The offline assistant's answers to the questions of intents/offline-intents.yaml, from the
// user's own ideas with their numbers and links. A ranking question answered first names the
// idea a following "it" means: "which is most feasible, and what dataset would test it?".

const RANKING: Partial<Record<IntentId, Ranking>> = {};

interface Ranking {
  heading: string;
  order: (a: IdeaFact, b: IdeaFact) => number;
  /** Which ideas can be ranked this way: Elo only means something once an idea has played. */
  eligible?: (idea: IdeaFact) => boolean;
}

RANKING['best-ideas'] = {
  heading: 'Best ideas by tournament Elo',
  order: (a, b) => b.eloRating - a.eloRating,
  eligible: (idea) => idea.played > 0,
};
RANKING['most-novel'] = { heading: 'Most novel ideas (novelty score)', order: (a, b) => b.novelty - a.novelty };
RANKING['most-feasible'] = {
  heading: 'Most feasible ideas (feasibility score)',
  order: (a, b) => b.feasibility - a.feasibility || a.cost - b.cost,
};
RANKING.riskiest = {
  heading: 'Riskiest ideas (largest single risk)',
  order: (a, b) => (b.worstRisk?.probability ?? 0) - (a.worstRisk?.probability ?? 0) || a.feasibility - b.feasibility,
};

function ideaLine(idea: IdeaFact, n: number): string {
  const interval = idea.interval ? `, interval ${Math.round(idea.interval[0])}–${Math.round(idea.interval[1])}` : '';
  const risk = idea.worstRisk
    ? `; main risk: ${md(idea.worstRisk.risk.toLowerCase())} (p = ${two(idea.worstRisk.probability)})`
    : '';
  return `${n}. ${ideaLink(idea)}: Elo ${Math.round(idea.eloRating)}${interval} after ${idea.played} match${idea.played === 1 ? '' : 'es'}; novelty ${outOfFive(idea.novelty)}, feasibility ${outOfFive(idea.feasibility)}, correctness ${outOfFive(idea.correctness)}; ${money(idea.cost)} over ${idea.durationDays} days${risk}`;
}

function rankingAnswer(ranking: Ranking, facts: ResearchFacts): { text: string; first: IdeaFact | null } {
  const eligible = facts.ideas.filter(ranking.eligible ?? (() => true));
  if (eligible.length === 0)
    return {
      text: facts.ideas.length
        ? 'No idea has played a tournament match yet, so none is ranked by Elo: wait for the first round to finish.'
        : 'There are no ideas here yet: start a Co-Scientist session from a research goal to generate some.',
      first: null,
    };
  const top = [...eligible].sort(ranking.order).slice(0, 3);
  const scope = facts.scope?.kind === 'session' ? `in ${md(facts.scope.name)}` : 'across this workspace';
  return {
    text: [`**${ranking.heading}**, ${scope}:`, ...top.map((idea, i) => ideaLine(idea, i + 1))].join('\n'),
    first: top[0],
  };
}

/** Each recognised question, ranking questions first, with its answer's text or the idea it is about. */
function walk(intents: RecognisedIntent[], facts: ResearchFacts) {
  const ordered = [...intents].sort((a, b) => Number(!RANKING[a.id]) - Number(!RANKING[b.id]));
  let subject: IdeaFact | null = facts.openIdea;
  return ordered.map(({ id }) => {
    const ranking = RANKING[id];
    if (!ranking) return { id, text: null, target: subject ?? facts.ideas[0] ?? null };
    const { text, first } = rankingAnswer(ranking, facts);
    subject = first ?? subject;
    return { id, text, target: null };
  });
}

/** The ideas the message asks datasets for, to look them up before answering (dataset-facts.ts). */
export const datasetTargets = (intents: RecognisedIntent[], facts: ResearchFacts): IdeaFact[] =>
  walk(intents, facts).flatMap(({ id, target }) => (id === 'datasets-for-idea' && target ? [target] : []));

/** One paragraph per recognised question, ranking questions first. */
export function answerIntents(intents: RecognisedIntent[], facts: ResearchFacts, query: string): string[] {
  return walk(intents, facts).map(({ id, text, target }) => {
    if (text !== null) return text;
    if (id === 'compare-ideas') return compareAnswer(query, facts);
    if (id === 'meta-review') return metaReviewAnswer(facts);
    if (id === 'next-steps') return nextStepsAnswer(target);
    if (id === 'datasets-for-idea') return datasetsAnswer(target, query, target && facts.datasets?.get(target.id));
    return configureModelAnswer();
  });
}
