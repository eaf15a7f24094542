import type { DebateTurn } from '../../db/schema/ideas';
import { seededRandom } from '../rng';
import { anchorFor } from '../rubrics';
import { lexicalSimilarity } from '../../relevance/similarity';
import type { IdeaView, ResearchPlan, ReviewDraft, ReviewResult, ReviewType, Verdict, WorkView } from '../types';
import { methodById } from './fields/field-library';
import { readLiterature } from './offline-literature';
import { judgeOffline, type ReviewFacts } from './offline-review-text';
import {
  alignmentOf,
  correctnessOf,
  feasibilityOf,
  noveltyOf,
  qualityOf,
  toRubric,
  totalCost,
} from './offline-scoring';

// Offline reflection and ranking. Reviews score on the anchored rubrics from the idea's own
// details; the judge prefers the idea the plan's criteria favour, with a little seeded noise and
// a slight lean toward whichever idea it reads first, as real judges have (both orders are
// played, so that lean becomes a draw instead of a wrong result).

const NOT_NOVEL_AT = 0.5;

export function offlineReview(
  plan: ResearchPlan,
  idea: IdeaView,
  others: IdeaView[],
  types: ReviewType[],
  recurringIssues: string[] = [],
  related: readonly WorkView[] = [],
): ReviewResult {
  const texts = [idea, ...others].map((i) => `${i.title} ${i.summary} ${i.details.methodology.join(' ')}`);
  const sims = lexicalSimilarity(texts)[0].slice(1);
  const closestAt = sims.reduce((best, s, i) => (s > (sims[best] ?? -1) ? i : best), -1);
  const closest = closestAt >= 0 ? sims[closestAt] : 0;
  const d = idea.details;
  // Published work counts against novelty as the session's ideas do (docs/engine.md, "Reviews and rubrics").
  const literature = readLiterature(idea, others, related, NOT_NOVEL_AT);
  const main = methodById(d.methods?.[0] ?? '');
  const facts: ReviewFacts = {
    plan,
    idea,
    recurringIssues,
    closest,
    closestIdea: closestAt >= 0 ? others[closestAt] : null,
    overlap: closest >= NOT_NOVEL_AT ? others[closestAt] : null,
    novelty: noveltyOf(idea, Math.max(closest, literature?.closest.judgement.closeness ?? 0)),
    correctness: correctnessOf(d),
    feasibility: feasibilityOf(d),
    alignment: alignmentOf(idea, plan),
    worstRisk: [...d.risks].sort((a, b) => b.probability - a.probability)[0],
    method: main?.name ?? 'the proposed method',
    // Which of the method's known weaknesses a reviewer raises: one per idea, by its seed.
    weakness: main
      ? main.weaknesses[Math.floor(seededRandom(`${plan.seed}:weakness:${idea.title}`)() * main.weaknesses.length)]
      : null,
    literature,
  };
  // An idea made before the researcher asked to drop its method: the screen says so, and it is
  // judged half as feasible (docs/engine.md, "Researcher feedback").
  const against = feedbackConcern(plan, d.methods ?? []);
  if (against) facts.feasibility = Math.round(facts.feasibility * 50) / 100;
  const write = (type: ReviewType): ReviewDraft => {
    const jitter = (seededRandom(`${plan.seed}:review:${idea.title}:${type}`)() - 0.5) * 0.12;
    const { belief, text } = judgeOffline(type, facts);
    const score = toRubric(belief + jitter);
    const note = against && type === 'initial' ? ` ${against}` : '';
    return { type, score, text: `${score}/5 (${anchorFor(type, score)}). ${text}${note}` };
  };
  const judged = types.some((t) => t !== 'tournament');
  return {
    reviews: types.map(write),
    ...(judged && {
      scores: { novelty: facts.novelty, correctness: facts.correctness, feasibility: facts.feasibility },
    }),
    overlapsWith: facts.overlap?.key ?? null,
    ...(literature &&
      types.includes('full') && {
        relatedWork: literature.judgements,
        overlapsWithWork: literature.overlap?.key ?? null,
      }),
  };
}

/** What the researcher's feedback says against the idea's methods, in a sentence; null when nothing. */
function feedbackConcern(plan: ResearchPlan, methods: readonly string[]): string | null {
  for (const id of methods) {
    const why = plan.steer?.excluded.get(id);
    if (why) return `The researcher's feedback drops ${methodById(id)?.name ?? 'its method'}: ${why}.`;
  }
  return null;
}

export function offlineCompare(plan: ResearchPlan, first: IdeaView, second: IdeaView, turns: number): Verdict {
  const random = seededRandom(`${plan.seed}:compare:${first.title}|${second.title}`);
  const lean = random() * 0.02;
  const noise = (random() - 0.5) * 0.06;
  const qa = qualityOf(first, plan);
  const qb = qualityOf(second, plan);
  const diff = qa + lean + noise - qb;
  const winner: Verdict['winner'] = Math.abs(diff) < 0.01 ? 'draw' : diff > 0 ? 'first' : 'second';
  const strengths = (i: IdeaView) =>
    `${i.details.methodology.length} concrete steps, ${i.details.timeline.totalDuration} days, $${totalCost(i.details).toLocaleString('en-US')}, top risk "${[...i.details.risks].sort((a, b) => b.probability - a.probability)[0]?.risk ?? 'none'}"`;
  const transcript: DebateTurn[] = [];
  for (let t = 0; t < turns - 1; t++) {
    const side = t % 2 === 0 ? first : second;
    const other = t % 2 === 0 ? second : first;
    transcript.push({
      speaker: t % 2 === 0 ? 'Advocate for the first idea' : 'Advocate for the second idea',
      text:
        t < 2
          ? `'${side.title}' offers ${strengths(side)}.`
          : `'${other.title}' still carries "${other.details.risks[0]?.risk ?? 'unstated risks'}", which '${side.title}' avoids.`,
    });
  }
  const rationale =
    winner === 'draw'
      ? `Too close to call on ${plan.criteria.map((c) => c.name).join(', ')}.`
      : `'${(winner === 'first' ? first : second).title}' is preferred on the plan's criteria (${(Math.max(qa, qb) * 100).toFixed(0)} vs ${(Math.min(qa, qb) * 100).toFixed(0)}).`;
  transcript.push({ speaker: 'Judge', text: rationale });
  return { winner, turns: transcript, rationale };
}
