import type { ExperimentLineage } from '../../../api/queries/research-objects';

/** An experiment's lineage with nothing after its idea: what a page test needs to draw it. */
export function lineageFixture(experiment: {
  id: string;
  workspaceId: string;
  idea: { id: string; title: string; sessionId: string } | null;
}): ExperimentLineage {
  const { idea } = experiment;
  return {
    experimentId: experiment.id,
    workspaceId: experiment.workspaceId,
    idea: idea && { id: idea.id, title: idea.title, sessionId: idea.sessionId },
    literature: [],
    reviews: { count: 0, byResearchers: 0, meanScore: null },
    matches: { count: 0, byResearchers: 0, wins: 0, losses: 0, draws: 0 },
    workflow: null,
    datasets: [],
    code: null,
    runs: [],
    runTotal: 0,
    result: null,
  };
}
