import { sql, type SQL } from 'drizzle-orm';
import type { MetricDirection } from '../../src/domain/run-lifecycle';
import { rowsOf } from '../analytics/analytics-sql';
import { experimentMetricsSchema } from '../conversion/conversion-schemas';
import { readJsonColumn } from '../db/corrupt-row';
import type { Executor } from '../db/connect';
import { primaryMetricOf } from '../runs/primary-metric';
import { chooseOutcome, type OutcomeCandidates } from './outcome-choice';
import { outcomeLessons, type OutcomeLesson } from './outcome-lessons';

// The measured outcomes of a workspace's (or a goal's) converted ideas (docs/engine.md,
// "Outcomes"): for each idea whose experiment has runs on its primary metric, the best value by the
// metric's direction, with the idea's Elo and its rank in its session's tournament.

export interface IdeaOutcome {
  ideaId: string;
  title: string;
  sessionId: string;
  goalId: string;
  /** 1 for the session's highest Elo; ideas with the same Elo share a rank. */
  sessionRank: number;
  elo: number;
  /** The library methods the idea uses (offline ideas name them); empty when it names none. */
  methods: string[];
  experimentId: string;
  metric: string;
  direction: MetricDirection;
  value: number;
  runId: string;
}

export type OutcomeScope = { workspaceId: string } | { goalId: string };

interface ConvertedRow {
  experiment_id: string;
  primary_metric: unknown;
  metrics: unknown;
  idea_id: string;
  title: string;
  session_id: string;
  goal_id: string;
  elo: number;
  session_rank: number;
  methods: unknown;
}

const where = (scope: OutcomeScope): SQL =>
  'workspaceId' in scope ? sql`s.workspace_id = ${scope.workspaceId}` : sql`s.goal_id = ${scope.goalId}`;

/**
 * Converted ideas with their experiment, methods and rank in session among its standing ideas:
 * rank() counts the ideas above plus one, over each session with a converted idea, read once.
 */
const converted = (db: Executor, scope: OutcomeScope) =>
  rowsOf<ConvertedRow>(
    db,
    sql`WITH chosen AS (
          SELECT e.id AS experiment_id, e.primary_metric, e.metrics, i.id AS idea_id, i.session_id, s.goal_id
          FROM experiments e JOIN ideas i ON i.id = e.idea_id JOIN sessions s ON s.id = i.session_id
          WHERE ${where(scope)} AND i.duplicate_of IS NULL),
        ranked AS (
          SELECT o.id, o.title, o.elo_rating, o.details -> 'methods' AS methods,
                 rank() OVER (PARTITION BY o.session_id ORDER BY o.elo_rating DESC)::int AS session_rank
          FROM ideas o
          WHERE o.session_id IN (SELECT session_id FROM chosen) AND o.duplicate_of IS NULL)
        SELECT c.experiment_id, c.primary_metric, c.metrics, c.idea_id, r.title, c.session_id, c.goal_id,
               r.elo_rating AS elo, r.methods, r.session_rank
        FROM chosen c JOIN ranked r ON r.id = c.idea_id
        ORDER BY c.session_id, r.elo_rating DESC, c.idea_id`,
  );

/** Per experiment, the highest and the lowest value of its key any run logged (earliest run on ties). */
async function candidates(db: Executor, wanted: { experimentId: string; key: string }[]) {
  const found = new Map<string, OutcomeCandidates>();
  if (wanted.length === 0) return found;
  const values = sql.join(
    wanted.map((w) => sql`(${w.experimentId}::uuid, ${w.key}::text)`),
    sql`, `,
  );
  const rows = await rowsOf<{ experiment_id: string; hi_run: string; hi: number; lo_run: string; lo: number }>(
    db,
    sql`SELECT w.experiment_id, hi.run_id AS hi_run, hi.max_value AS hi, lo.run_id AS lo_run, lo.min_value AS lo
        FROM (VALUES ${values}) AS w(experiment_id, key)
        CROSS JOIN LATERAL (
          SELECT r.run_id, r.max_value FROM run_metric_summaries r
          WHERE r.experiment_id = w.experiment_id AND r.key = w.key
          ORDER BY r.max_value DESC, r.run_started_at, r.run_id LIMIT 1) hi
        CROSS JOIN LATERAL (
          SELECT r.run_id, r.min_value FROM run_metric_summaries r
          WHERE r.experiment_id = w.experiment_id AND r.key = w.key
          ORDER BY r.min_value, r.run_started_at, r.run_id LIMIT 1) lo`,
  );
  for (const r of rows) {
    found.set(r.experiment_id, {
      highest: { value: Number(r.hi), runId: r.hi_run },
      lowest: { value: Number(r.lo), runId: r.lo_run },
    });
  }
  return found;
}

const methodsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((m): m is string => typeof m === 'string') : [];

/** Every converted idea of the scope that has an outcome, by session then Elo. */
export async function ideaOutcomes(db: Executor, scope: OutcomeScope): Promise<IdeaOutcome[]> {
  const rows = await converted(db, scope);
  const primaries = rows.map((row) => {
    const metrics = readJsonColumn(experimentMetricsSchema, row.metrics ?? [], {
      table: 'experiments',
      id: row.experiment_id,
      column: 'metrics',
    });
    return primaryMetricOf({ id: row.experiment_id, primaryMetric: row.primary_metric }, metrics);
  });
  const found = await candidates(
    db,
    rows.flatMap((row, i) => (primaries[i] ? [{ experimentId: row.experiment_id, key: primaries[i].name }] : [])),
  );
  return rows.flatMap((row, i): IdeaOutcome[] => {
    const choice = chooseOutcome(primaries[i], found.get(row.experiment_id) ?? null);
    if (choice.kind !== 'measured') return [];
    const { kind: _measured, ...measured } = choice;
    return [
      {
        ideaId: row.idea_id,
        title: row.title,
        sessionId: row.session_id,
        goalId: row.goal_id,
        sessionRank: Number(row.session_rank),
        elo: Number(row.elo),
        methods: methodsOf(row.methods),
        experimentId: row.experiment_id,
        ...measured,
      },
    ];
  });
}

/** What the goal's measured outcomes teach its next round and session (both engines read it). */
export async function goalOutcomeLessons(db: Executor, goalId: string): Promise<OutcomeLesson[]> {
  return outcomeLessons(await ideaOutcomes(db, { goalId }));
}
