import type { AppContext } from '../app-context';
import { analyticsHandlers } from './analytics';
import { dashboardHandlers } from './dashboard';
import type { HandlerMap } from './handler-types';
import { leaderboardHandlers } from './leaderboards';
import { researchObjectHandlers } from './research-objects';
import { runBatchHandlers } from './run-batches';
import { runHandlers } from './runs';
import { tokenHandlers } from './tokens';

// Experiment tracking's operations in one map (docs/product.md, "Runs and metrics"): runs,
// metric batches, personal access tokens and the leaderboards; and the reads that sum them up: the
// workspace analytics and the dashboard; and an experiment with its runs out, as an RO-Crate and
// as the lineage its page draws.

export function trackingHandlers(ctx: AppContext): HandlerMap {
  return {
    ...runHandlers(ctx),
    ...runBatchHandlers(ctx),
    ...tokenHandlers(ctx),
    ...leaderboardHandlers(ctx),
    ...analyticsHandlers(ctx),
    ...dashboardHandlers(ctx),
    ...researchObjectHandlers(ctx),
  };
}
