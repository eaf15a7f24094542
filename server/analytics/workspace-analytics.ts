import type { components } from '../../src/api/schema';
import type { Executor } from '../db/connect';
import type { Scope } from './analytics-sql';
import { ideaOutcomes } from '../outcomes/idea-outcomes';
import { outcomePrediction } from '../outcomes/outcome-prediction';
import { eloOverRounds } from './elo-history';
import { experimentAnalytics } from './experiment-analytics';
import { eloDistribution, ideaFunnel, scatterIdeas } from './idea-analytics';
import { sessionUsage } from './session-usage';
import { tournamentStats } from './tournament-stats';

// A workspace's Analytics tab in one answer (docs/product.md, "Workspace analytics"): a few
// aggregate reads, independent of each other, so PostgreSQL's pool overlaps them.

export type WorkspaceAnalytics = components['schemas']['WorkspaceAnalytics'];

/** `usdPerMillionTokens`: the configured model price (LLM_USD_PER_MILLION_TOKENS), or null. */
export async function workspaceAnalytics(
  db: Executor,
  scope: Scope,
  usdPerMillionTokens: number | null,
): Promise<WorkspaceAnalytics> {
  const [funnel, elo, ideas, history, tournament, sessions, experiments, outcomes] = await Promise.all([
    ideaFunnel(db, scope),
    eloDistribution(db, scope),
    scatterIdeas(db, scope),
    eloOverRounds(db, scope),
    tournamentStats(db, scope),
    sessionUsage(db, scope, usdPerMillionTokens),
    experimentAnalytics(db, scope),
    ideaOutcomes(db, scope),
  ]);
  return {
    ...funnel,
    elo,
    ideas,
    eloOverRounds: history,
    tournament,
    sessions,
    experiments,
    outcomes: outcomePrediction(outcomes),
  };
}
