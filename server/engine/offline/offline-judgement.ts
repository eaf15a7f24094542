import type { DebateTurn } from '../../db/schema';
import { seededRandom } from '../rng';
import { anchorFor } from '../rubrics';
import { lexicalSimilarity, tokenize } from '../similarity';
import type { IdeaView, ResearchPlan, ReviewDraft, ReviewResult, ReviewType, Verdict } from '../types';
import { methodById } from './methods';
import { alignmentOf, correctnessOf, feasibilityOf, meanRisk, noveltyOf, qualityOf, toRubric, totalCost } from './offline-scoring';

// Offline reflection and ranking. Reviews score on the anchored rubrics from the idea's own
// details; the judge prefers the idea the plan's criteria favour, with a little seeded noise and
// a slight lean toward whichever idea it reads first, as real judges have (both orders are
// played, so that lean becomes a draw instead of a wrong result).

const NOT_NOVEL_AT = 0.5;
const pct = (x: number) => `${Math.round(x * 100)}%`;

export function offlineReview(plan: ResearchPlan, idea: IdeaView, others: IdeaView[], types: ReviewType[], recurringIssues: string[] = []): ReviewResult {
  const texts = [idea, ...others].map((i) => `${i.title} ${i.summary} ${i.details.methodology.join(' ')}`);
  const sims = lexicalSimilarity(texts)[0].slice(1);
  const closestAt = sims.reduce((best, s, i) => (s > (sims[best] ?? -1) ? i : best), -1);
  const closest = closestAt >= 0 ? sims[closestAt] : 0;
  const overlap = closest >= NOT_NOVEL_AT ? others[closestAt] : null;
  const d = idea.details;
  const novelty = noveltyOf(idea, closest);
  const correctness = correctnessOf(d);
  const feasibility = feasibilityOf(d);
  const alignment = alignmentOf(idea, plan);
  const worstRisk = [...d.risks].sort((a, b) => b.probability - a.probability)[0];
  const method = methodById(d.methods?.[0] ?? '')?.name ?? 'the proposed method';

  const write = (type: ReviewType): ReviewDraft => {
    const jitter = (seededRandom(`${plan.seed}:review:${idea.title}:${type}`)() - 0.5) * 0.12;
    let belief: number;
    let text: string;
    switch (type) {
      case 'initial':
        belief = 0.4 * alignment + 0.3 * correctness + 0.3 * (1 - meanRisk(d));
        text = `Addresses ${pct(alignment)} of the goal's key terms (${plan.keywords.slice(0, 4).join(', ')}); ${method} is a plausible route.`;
        break;
      case 'full':
        belief = 0.5 * novelty + 0.5 * correctness;
        text = overlap
          ? `Not novel: overlaps with '${overlap.title}' (similarity ${closest.toFixed(2)}); the design itself is ${correctness >= 0.6 ? 'sound' : 'weak'}.`
          : `Novel within this session (closest: ${closestAt >= 0 ? `'${others[closestAt].title}', similarity ${closest.toFixed(2)}` : 'none'}); ${method} supports ${correctness >= 0.7 ? 'a strong' : 'a moderate'} claim.`;
        break;
      case 'deep_verification': {
        belief = correctness * (1 - 0.5 * (worstRisk?.probability ?? 0.3));
        const fundamental = (worstRisk?.probability ?? 0) >= 0.3;
        text = `Assumption 1: ${d.hypothesis || idea.title} — plausible, not yet verified. Assumption 2: "${worstRisk?.risk ?? 'no major risk'}" will not happen (p = ${worstRisk?.probability ?? 0}); ${fundamental ? 'if it does, the error is fundamental' : 'not fundamental if it does'}.`;
        break;
      }
      case 'observation':
        belief = 0.5 * alignment + 0.5 * novelty;
        text = `Would explain ${d.expectedOutcomes[0] ? `"${d.expectedOutcomes[0].toLowerCase()}"` : 'the targeted observation'}${novelty > 0.6 ? ', which current accounts leave open' : ', though existing accounts already cover much of it'}.`;
        break;
      case 'simulation': {
        belief = feasibility;
        const failAt = Math.max(0, Math.min(d.methodology.length - 1, Math.floor((worstRisk?.probability ?? 0) * d.methodology.length)));
        text = `Stepping through ${d.methodology.length} steps over ${d.timeline.totalDuration} days ($${totalCost(d).toLocaleString('en-US')}): likely failure at step ${failAt + 1} ("${d.methodology[failAt] ?? ''}") from "${worstRisk?.risk ?? 'unknown'}".`;
        break;
      }
      case 'tournament': {
        const words = new Set(tokenize(`${idea.title} ${idea.summary} ${d.methodology.join(' ')} ${d.risks.map((r) => r.risk).join(' ')}`));
        const present = recurringIssues.filter((issue) => tokenize(issue).some((w) => words.has(w)));
        belief = qualityOf(idea, plan) - 0.1 * present.length;
        text = present.length ? `Shares recurring tournament issues: ${present.join('; ')}.` : `Free of the issues that recurred in the tournament${recurringIssues.length ? ` (${recurringIssues.join('; ')})` : ''}.`;
        break;
      }
    }
    const score = toRubric(belief + jitter);
    return { type, score, text: `${score}/5 (${anchorFor(type, score)}). ${text}` };
  };

  const judged = types.some((t) => t !== 'tournament');
  return {
    reviews: types.map(write),
    ...(judged && { scores: { novelty, correctness, feasibility } }),
    overlapsWith: overlap?.key ?? null,
  };
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
      text: t < 2 ? `'${side.title}' offers ${strengths(side)}.` : `'${other.title}' still carries "${other.details.risks[0]?.risk ?? 'unstated risks'}", which '${side.title}' avoids.`,
    });
  }
  const rationale =
    winner === 'draw'
      ? `Too close to call on ${plan.criteria.map((c) => c.name).join(', ')}.`
      : `'${(winner === 'first' ? first : second).title}' is preferred on the plan's criteria (${(Math.max(qa, qb) * 100).toFixed(0)} vs ${(Math.min(qa, qb) * 100).toFixed(0)}).`;
  transcript.push({ speaker: 'Judge', text: rationale });
  return { winner, turns: transcript, rationale };
}
