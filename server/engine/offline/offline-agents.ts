import type { EngineAgents } from '../types';
import { offlineEvolve } from './offline-evolve';
import { offlineGenerate } from './offline-generate';
import { offlineCompare, offlineReview } from './offline-judgement';
import { offlineMetaReview } from './offline-meta';
import { offlinePlan } from './offline-plan';

// The offline engine: deterministic, no network, the whole pipeline on a fresh machine. It calls
// no model, so it reports no usage: analytics, progress and the agents page all count 0 model
// calls and 0 tokens for it, where they once disagreed (115 calls here, 0 there).

export function createOfflineAgents(): EngineAgents {
  return {
    engine: 'offline',
    async plan(goal) {
      return offlinePlan(goal);
    },
    async generate({ strategy, index, priorWork, existing }, ctx) {
      return offlineGenerate(ctx.plan, strategy, index, ctx.round, ctx.metaReview, priorWork, existing);
    },
    async review({ idea, others, types, recurringIssues, related }, ctx) {
      return offlineReview(ctx.plan, idea, others, types, recurringIssues, related);
    },
    async compare({ first, second, turns }, ctx) {
      return offlineCompare(ctx.plan, first, second, turns);
    },
    async evolve({ parents, strategy, existing }, ctx) {
      return offlineEvolve(ctx.plan, parents, strategy, ctx.round, existing);
    },
    async metaReview(digest, ctx) {
      return offlineMetaReview(ctx.plan, digest);
    },
    async embed() {
      return null;
    },
  };
}
