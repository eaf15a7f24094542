import { tokenize } from '../../relevance/tokens';
import type { IdeaDetails, IdeaView, ResearchPlan } from '../types';
import { methodById } from './fields/field-library';

// What the offline reviewers and judge believe about an idea, computed from its details: a
// costly, long, risky plan is less feasible; a rigorous method more likely correct.

const clamp = (x: number, lo = 0.02, hi = 0.98) => Math.min(hi, Math.max(lo, x));

export const totalCost = (d: IdeaDetails) => d.resources.reduce((s, r) => s + r.cost, 0);
export const meanRisk = (d: IdeaDetails) =>
  d.risks.length ? d.risks.reduce((s, r) => s + r.probability, 0) / d.risks.length : 0.3;

export function feasibilityOf(d: IdeaDetails): number {
  return clamp(
    1 -
      0.3 * Math.min(1, totalCost(d) / 250_000) -
      0.25 * Math.min(1, d.timeline.totalDuration / 720) -
      0.6 * meanRisk(d),
  );
}

export function correctnessOf(d: IdeaDetails): number {
  const rigor = (d.methods ?? []).map((id) => methodById(id)?.rigor ?? 0.5);
  const best = rigor.length ? Math.max(...rigor) : 0.45;
  return clamp(0.7 * best + 0.3 * Math.min(1, d.methodology.length / 6));
}

const STRATEGY_NOVELTY: Record<string, number> = {
  evolve_out_of_the_box: 1,
  evolve_combination: 0.85,
  assumptions: 0.7,
  expansion: 0.7,
  debate: 0.6,
  evolve_grounding: 0.45,
  evolve_coherence: 0.45,
  evolve_simplification: 0.4,
  literature: 0.4,
  user: 0.6,
};

/** 1 − similarity to the closest other idea, nudged by how the idea was made. */
export function noveltyOf(idea: IdeaView, closest: number): number {
  return clamp(0.7 * (1 - closest) + 0.3 * (STRATEGY_NOVELTY[idea.strategy] ?? 0.5));
}

/** Share of the goal's keywords the idea speaks to. */
export function alignmentOf(idea: IdeaView, plan: ResearchPlan): number {
  const words = new Set(tokenize(`${idea.title} ${idea.summary} ${idea.details.methodology.join(' ')}`));
  const keys = plan.keywords.slice(0, 6);
  return keys.length ? clamp(keys.filter((k) => words.has(k)).length / keys.length) : 0.5;
}

/** The criteria of the plan, weighted: what the offline judge prefers. */
export function qualityOf(idea: IdeaView, plan: ResearchPlan): number {
  const feasibility = idea.scores?.feasibility ?? feasibilityOf(idea.details);
  const scores: Record<string, number> = {
    alignment: alignmentOf(idea, plan),
    plausibility: idea.scores?.correctness ?? correctnessOf(idea.details),
    novelty: idea.scores?.novelty ?? 0.5,
    testability: 0.5 * feasibility + 0.5 * Math.min(1, idea.details.methodology.length / 5),
    safety: 1 - meanRisk(idea.details),
  };
  return plan.criteria.reduce((sum, c) => sum + c.weight * (scores[c.name] ?? 0.5), 0);
}

/** A 0–1 belief as a 0–5 rubric score in half points. */
export const toRubric = (x: number) => Math.round(Math.min(1, Math.max(0, x)) * 10) / 2;
