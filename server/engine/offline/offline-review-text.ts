import { tokenize } from '../../relevance/tokens';
import type { IdeaView, ResearchPlan, ReviewType } from '../types';
import { lowerFirst } from './offline-ideas';
import type { LiteratureFacts } from './offline-literature';
import { beyondClosestWork, checkedAgainstAbstracts, notNovelAgainstWork } from './offline-literature-text';
import { meanRisk, qualityOf, totalCost } from './offline-scoring';

// What an offline reviewer believes of an idea and says about it, one review type at a time,
// from facts the review gathered once (offline-judgement.ts).

export interface ReviewFacts {
  plan: ResearchPlan;
  idea: IdeaView;
  recurringIssues: string[];
  /** Lexical similarity to the closest other idea of the session, 0 when alone. */
  closest: number;
  closestIdea: IdeaView | null;
  /** The closest idea when it is close enough to make this one not novel. */
  overlap: IdeaView | null;
  novelty: number;
  correctness: number;
  feasibility: number;
  alignment: number;
  worstRisk: { risk: string; probability: number } | undefined;
  method: string;
  /** A known weakness of the idea's main method, as its field's reviewers state it. */
  weakness: string | null;
  /** The published works the review read; null when none were found. */
  literature: LiteratureFacts | null;
}

interface Judgement {
  belief: number;
  text: string;
}

const pct = (x: number) => `${Math.round(x * 100)}%`;

export function judgeOffline(type: ReviewType, f: ReviewFacts): Judgement {
  const d = f.idea.details;
  switch (type) {
    case 'initial':
      return {
        belief: 0.4 * f.alignment + 0.3 * f.correctness + 0.3 * (1 - meanRisk(d)),
        text: `Addresses ${pct(f.alignment)} of the goal's key terms (${f.plan.keywords.slice(0, 4).join(', ')}); ${f.method} is a plausible route.`,
      };
    case 'full':
      return { belief: 0.5 * f.novelty + 0.5 * f.correctness, text: fullText(f) };
    case 'deep_verification':
      return deepVerification(f);
    case 'observation':
      return {
        belief: 0.5 * f.alignment + 0.5 * f.novelty,
        text: `Would explain ${d.expectedOutcomes[0] ? `"${d.expectedOutcomes[0].toLowerCase()}"` : 'the targeted observation'}${f.novelty > 0.6 ? ', which current accounts leave open' : ', though existing accounts already cover much of it'}.`,
      };
    case 'simulation':
      return simulation(f);
    case 'tournament':
      return tournament(f);
  }
}

function fullText(f: ReviewFacts): string {
  const sound = f.correctness >= 0.6;
  const lit = f.literature;
  if (lit?.overlap)
    return `${notNovelAgainstWork(lit, sound)}${f.overlap ? ` It also overlaps with '${f.overlap.title}' (similarity ${f.closest.toFixed(2)}).` : ''}`;
  const works = lit ? beyondClosestWork(lit) : '';
  if (f.overlap)
    return `Not novel: overlaps with '${f.overlap.title}' (similarity ${f.closest.toFixed(2)}); the design itself is ${sound ? 'sound' : 'weak'}.${works}`;
  return `Novel within this session (closest: ${f.closestIdea ? `'${f.closestIdea.title}', similarity ${f.closest.toFixed(2)}` : 'none'}); ${f.method} supports ${f.correctness >= 0.7 ? 'a strong' : 'a moderate'} claim.${works}${knownWeakness(f)}`;
}

/** The method's known weakness as a reviewer states it, or nothing when the method is unknown. */
const knownWeakness = (f: ReviewFacts) =>
  f.weakness ? ` A known weakness of ${lowerFirst(f.method)}: ${lowerFirst(f.weakness)}.` : '';

function deepVerification(f: ReviewFacts): Judgement {
  const d = f.idea.details;
  const fundamental = (f.worstRisk?.probability ?? 0) >= 0.3;
  return {
    belief: f.correctness * (1 - 0.5 * (f.worstRisk?.probability ?? 0.3)),
    text: `Assumption 1: ${d.hypothesis || f.idea.title} — plausible, not yet verified. Assumption 2: "${f.worstRisk?.risk ?? 'no major risk'}" will not happen (p = ${f.worstRisk?.probability ?? 0}); ${fundamental ? 'if it does, the error is fundamental' : 'not fundamental if it does'}.${f.literature ? checkedAgainstAbstracts(f.literature) : ''}${knownWeakness(f)}`,
  };
}

function simulation(f: ReviewFacts): Judgement {
  const d = f.idea.details;
  const failAt = Math.max(
    0,
    Math.min(d.methodology.length - 1, Math.floor((f.worstRisk?.probability ?? 0) * d.methodology.length)),
  );
  return {
    belief: f.feasibility,
    text: `Stepping through ${d.methodology.length} steps over ${d.timeline.totalDuration} days ($${totalCost(d).toLocaleString('en-US')}): likely failure at step ${failAt + 1} ("${d.methodology[failAt] ?? ''}") from "${f.worstRisk?.risk ?? 'unknown'}".`,
  };
}

function tournament(f: ReviewFacts): Judgement {
  const d = f.idea.details;
  const words = new Set(
    tokenize(`${f.idea.title} ${f.idea.summary} ${d.methodology.join(' ')} ${d.risks.map((r) => r.risk).join(' ')}`),
  );
  const present = f.recurringIssues.filter((issue) => tokenize(issue).some((w) => words.has(w)));
  return {
    belief: qualityOf(f.idea, f.plan) - 0.1 * present.length,
    text: present.length
      ? `Shares recurring tournament issues: ${present.join('; ')}.`
      : `Free of the issues that recurred in the tournament${f.recurringIssues.length ? ` (${f.recurringIssues.join('; ')})` : ''}.`,
  };
}
