import type { EngineAgents } from '../types';
import { offlineEvolve } from './offline-evolve';
import { offlineGenerate } from './offline-generate';
import { offlineCompare, offlineReview } from './offline-judgement';
import { offlineMetaReview } from './offline-meta';
import { offlinePlan } from './offline-plan';

// The offline engine: deterministic, no network, the whole pipeline on a fresh machine. Each
// call counts as one agent call (no tokens) so budgets and progress read the same as online.

export function createOfflineAgents(): EngineAgents {
  return {
    engine: 'offline',
    async plan(goal, ctx) {
      ctx.onUsage({ calls: 1, tokens: 0 });
      return offlinePlan(goal);
    },
    async generate({ strategy, index, priorWork }, ctx) {
      ctx.onUsage({ calls: 1, tokens: 0 });
      return offlineGenerate(ctx.plan, strategy, index, ctx.round, ctx.metaReview, priorWork);
    },
    async review({ idea, others, types, recurringIssues, related }, ctx) {
      ctx.onUsage({ calls: 1, tokens: 0 });
      return offlineReview(ctx.plan, idea, others, types, recurringIssues, related);
    },
    async compare({ first, second, turns }, ctx) {
      ctx.onUsage({ calls: 1, tokens: 0 });
      return offlineCompare(ctx.plan, first, second, turns);
    },
    async evolve({ parents, strategy }, ctx) {
      ctx.onUsage({ calls: 1, tokens: 0 });
      return offlineEvolve(ctx.plan, parents, strategy);
    },
    async metaReview(digest, ctx) {
      ctx.onUsage({ calls: 1, tokens: 0 });
      return offlineMetaReview(ctx.plan, digest);
    },
    async embed() {
      return null;
    },
  };
}
