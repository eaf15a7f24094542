import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/connect';
import { users } from '../db/schema/auth';
import { experiments, workflows } from '../db/schema/experiments';
import { workspaces } from '../db/schema/workspaces';
import { experimentBody, type ExperimentRow } from '../experiments/experiment-store';
import { primaryMetricOf, type PrimaryMetric } from '../runs/primary-metric';
import { readOrigin, type Origin } from './record-origin';
import { readRuns, type RecordedRun } from './record-runs';

// Everything an experiment's research object and its lineage view describe, read once
// (docs/product.md, "Research objects out"). The caller has been authorized to read the
// experiment; the rows below are read by the experiment's and its idea's ids.

export type WorkflowRow = typeof workflows.$inferSelect;

export interface ExperimentRecord extends Origin {
  experiment: ExperimentRow;
  body: ReturnType<typeof experimentBody>;
  primaryMetric: PrimaryMetric | null;
  workspaceName: string;
  workflow: WorkflowRow | null;
  runs: RecordedRun[];
  runTotal: number;
  /** The name of everyone who did something in the record, by id. */
  people: Map<string, string>;
}

async function namesOf(db: Executor, ids: Iterable<string>): Promise<Map<string, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((u) => [u.id, u.name]));
}

/** The researchers who reviewed the idea or judged one of its matches. */
const judges = ({ reviews, matches }: Origin): string[] =>
  [...reviews.map((r) => r.judgedBy), ...matches.map((m) => m.match.judgedBy)].filter((id): id is string => !!id);

/** `runLimit`: how many of the newest runs to read (the lineage lists fewer than the crate describes). */
export async function readExperimentRecord(
  db: Executor,
  experimentId: string,
  runLimit?: number,
): Promise<ExperimentRecord | null> {
  const [row] = await db
    .select({ experiment: experiments, workspaceName: workspaces.name })
    .from(experiments)
    .innerJoin(workspaces, eq(workspaces.id, experiments.workspaceId))
    .where(eq(experiments.id, experimentId));
  if (!row) return null;
  const [workflowRows, origin, { runs, total }] = await Promise.all([
    db.select().from(workflows).where(eq(workflows.experimentId, experimentId)).limit(1),
    readOrigin(db, row.experiment.ideaId),
    readRuns(db, experimentId, runLimit),
  ]);
  const body = experimentBody(row.experiment);
  const people = await namesOf(db, [
    row.experiment.userId,
    ...(origin.idea ? [origin.idea.row.userId] : []),
    ...(origin.code ? [origin.code.userId] : []),
    ...runs.map((r) => r.run.userId),
    ...judges(origin),
  ]);
  return {
    ...origin,
    experiment: row.experiment,
    body,
    primaryMetric: primaryMetricOf(row.experiment, body.metrics),
    workspaceName: row.workspaceName,
    workflow: workflowRows[0] ?? null,
    runs,
    runTotal: total,
    people,
  };
}
