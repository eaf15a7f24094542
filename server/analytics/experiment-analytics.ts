import { sql } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import { EXPERIMENT_STATUSES, type ExperimentStatus } from '../../src/domain/experiment-lifecycle';
import { experimentMetricsSchema } from '../conversion/conversion-schemas';
import { readJsonColumn } from '../db/corrupt-row';
import type { Executor } from '../db/connect';
import { primaryMetricOf } from '../runs/primary-metric';
import { rowsOf, type Scope } from './analytics-sql';

// The workspace's experiments by status, and each one's best result: the best value any of its
// runs logged for its primary metric, by the metric's direction, read from the run summaries
// (ties to the run that started first, as on the leaderboard).

type ExperimentAnalytics = components['schemas']['ExperimentAnalytics'];
type ExperimentBest = ExperimentAnalytics['best'][number];

export const BEST_LIMIT = 100;

interface ExperimentRow {
  id: string;
  name: string;
  status: ExperimentStatus;
  primary_metric: unknown;
  metrics: unknown;
}

export async function experimentAnalytics(db: Executor, scope: Scope): Promise<ExperimentAnalytics> {
  const owned = sql`workspace_id = ${scope.workspaceId}`;
  const [counts, rows] = await Promise.all([
    rowsOf<{ status: ExperimentStatus; n: number }>(
      db,
      sql`SELECT status, count(*)::int AS n FROM experiments WHERE ${owned} GROUP BY status`,
    ),
    rowsOf<ExperimentRow>(
      db,
      sql`SELECT id, name, status, primary_metric, metrics FROM experiments WHERE ${owned}
          ORDER BY created_at DESC, id DESC LIMIT ${BEST_LIMIT}`,
    ),
  ]);
  const byCount = new Map(counts.map((row) => [row.status, Number(row.n)]));
  const byStatus = EXPERIMENT_STATUSES.map((status) => ({ status, count: byCount.get(status) ?? 0 }));
  const chosen = rows.map((row) => {
    const metrics = readJsonColumn(experimentMetricsSchema, row.metrics, {
      table: 'experiments',
      id: row.id,
      column: 'metrics',
    });
    return { row, primary: primaryMetricOf({ id: row.id, primaryMetric: row.primary_metric }, metrics) };
  });
  const bests = await bestRuns(
    db,
    chosen.flatMap(({ row, primary }) => (primary ? [{ experimentId: row.id, ...primary }] : [])),
  );
  const best = chosen.map(({ row, primary }): ExperimentBest => {
    const found = bests.get(row.id);
    return {
      experimentId: row.id,
      name: row.name,
      status: row.status,
      metric: primary?.name ?? null,
      direction: primary?.direction ?? null,
      value: found?.value ?? null,
      runId: found?.runId ?? null,
    };
  });
  return { byStatus, best };
}

interface Wanted {
  experimentId: string;
  name: string;
  direction: 'maximize' | 'minimize';
}

/** Per experiment, its runs by their index and each run's summary by its key, all in one statement. */
async function bestRuns(db: Executor, wanted: Wanted[]) {
  const found = new Map<string, { value: number; runId: string }>();
  if (wanted.length === 0) return found;
  const values = sql.join(
    wanted.map((w) => sql`(${w.experimentId}::uuid, ${w.name}::text, ${w.direction === 'maximize'}::boolean)`),
    sql`, `,
  );
  const rows = await rowsOf<{ experiment_id: string; run_id: string; value: number }>(
    db,
    sql`SELECT w.experiment_id, b.run_id, b.value
        FROM (VALUES ${values}) AS w(experiment_id, key, highest)
        CROSS JOIN LATERAL (
          SELECT r.run_id, CASE WHEN w.highest THEN r.max_value ELSE r.min_value END AS value
          FROM experiment_runs er JOIN run_metric_summaries r ON r.run_id = er.id AND r.key = w.key
          WHERE er.experiment_id = w.experiment_id
          ORDER BY CASE WHEN w.highest THEN -r.max_value ELSE r.min_value END, r.run_started_at, r.run_id
          LIMIT 1
        ) b`,
  );
  for (const row of rows) found.set(row.experiment_id, { value: Number(row.value), runId: row.run_id });
  return found;
}
