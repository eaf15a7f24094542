import type { AgentContext, EngineAgents, ResearchPlan } from '../types';
import { offlineEvolve } from './offline-evolve';
import { readFeedback, steeredPlan } from './offline-feedback';
import { offlineGenerate } from './offline-generate';
import { fieldMethods } from './offline-ideas';
import { offlineCompare, offlineReview } from './offline-judgement';
import { offlineMetaReview } from './offline-meta';
import { readOutcomes } from './offline-outcomes';
import { offlinePlan } from './offline-plan';

// The offline engine: deterministic, no network, the whole pipeline on a fresh machine. It calls
// no model, so it reports no usage: analytics, progress and the agents page all count 0 model
// calls and 0 tokens for it, where they once disagreed (115 calls here, 0 there).

/** The plan with what the offline engine can apply of the researchers' feedback and the goal's outcomes so far. */
function planOf(ctx: Pick<AgentContext, 'plan' | 'goal'>): ResearchPlan {
  const { feedback = [], outcomes = [] } = ctx.goal;
  if (feedback.length === 0 && outcomes.length === 0) return ctx.plan;
  const methods = fieldMethods(ctx.plan);
  const { excluded, focus } = readFeedback(feedback, methods);
  return steeredPlan(ctx.plan, { excluded, focus, favoured: readOutcomes(outcomes, methods).favoured });
}

export function createOfflineAgents(): EngineAgents {
  return {
    engine: 'offline',
    async plan(goal) {
      return offlinePlan(goal);
    },
    async generate({ strategy, index, priorWork, existing }, ctx) {
      return offlineGenerate(planOf(ctx), strategy, index, ctx.round, ctx.metaReview, priorWork, existing);
    },
    async review({ idea, others, types, recurringIssues, related }, ctx) {
      return offlineReview(planOf(ctx), idea, others, types, recurringIssues, related);
    },
    async compare({ first, second, turns }, ctx) {
      return offlineCompare(ctx.plan, first, second, turns);
    },
    async evolve({ parents, strategy, existing }, ctx) {
      return offlineEvolve(planOf(ctx), parents, strategy, ctx.round, existing);
    },
    async metaReview(digest, ctx) {
      return offlineMetaReview(ctx.plan, digest);
    },
    async embed() {
      return null;
    },
  };
}
