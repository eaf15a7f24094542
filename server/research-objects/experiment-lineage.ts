import type { components } from '../../src/api/schema';
import type { BestRun } from './best-run';
import type { ExperimentRecord } from './experiment-record';
import type { RecordedRun } from './record-runs';

// The chain an experiment's page draws as its lineage (docs/product.md, "Research objects out"):
// the same record its RO-Crate describes, as idea → reviews and matches → workflow → datasets →
// code → runs → result, each with what a link needs.

export type ExperimentLineage = components['schemas']['ExperimentLineage'];

/** The lineage lists the newest runs; the count says how many there are. */
export const LINEAGE_RUNS = 20;

function bestOf(recorded: RecordedRun, record: ExperimentRecord): number | null {
  const metric = record.primaryMetric;
  const summary = metric && recorded.metrics.find((m) => m.key === metric.name);
  if (!summary) return null;
  return metric.direction === 'maximize' ? summary.maxValue : summary.minValue;
}

function matchCounts(record: ExperimentRecord): ExperimentLineage['matches'] {
  const ideaId = record.idea?.row.id;
  const counts = { count: record.matches.length, byResearchers: 0, wins: 0, losses: 0, draws: 0 };
  for (const { match } of record.matches) {
    if (match.judge === 'human') counts.byResearchers++;
    if (match.winner === null) counts.draws++;
    else if (match.winner === ideaId) counts.wins++;
    else counts.losses++;
  }
  return counts;
}

function datasetsOf(record: ExperimentRecord): ExperimentLineage['datasets'] {
  const attached = record.datasets.map(({ dataset }) => ({
    id: dataset.id,
    name: dataset.name,
    kind: dataset.kind,
    url: dataset.landingUrl,
    licence: dataset.licence,
  }));
  const known = new Set(attached.map((d) => d.name));
  const named = record.body.datasets
    .filter((name) => !known.has(name))
    .map((name) => ({ id: null, name, kind: 'named' as const, url: null, licence: null }));
  return [...attached, ...named];
}

export function experimentLineage(record: ExperimentRecord, result: BestRun | null): ExperimentLineage {
  const { idea, workflow, code, reviews } = record;
  const pullRequest = (code?.pullRequest as { url?: unknown } | null | undefined)?.url;
  return {
    experimentId: record.experiment.id,
    workspaceId: record.experiment.workspaceId,
    idea: idea && { id: idea.row.id, title: idea.row.title, sessionId: idea.row.sessionId },
    literature: record.literature.map(({ work }) => ({ title: work.title, url: work.url, year: work.year })),
    reviews: {
      count: reviews.length,
      byResearchers: reviews.filter((r) => r.author === 'human').length,
      meanScore: reviews.length ? reviews.reduce((sum, r) => sum + r.score, 0) / reviews.length : null,
    },
    matches: matchCounts(record),
    workflow: workflow && { id: workflow.id, name: workflow.name },
    datasets: datasetsOf(record),
    code: code && {
      id: code.id,
      name: code.sessionName,
      language: code.language,
      pullRequestUrl: typeof pullRequest === 'string' ? pullRequest : null,
    },
    runs: [...record.runs]
      .reverse()
      .map((r) => ({ id: r.run.id, name: r.run.name, status: r.run.status, value: bestOf(r, record) })),
    runTotal: record.runTotal,
    result,
  };
}
