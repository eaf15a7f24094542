import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import { EXPERIMENT_TRANSITIONS, type ExperimentStatus } from '../../src/domain/experiment-lifecycle';
import {
  expectedOutcomesSchema,
  experimentMetricsSchema,
  experimentPlanSchema,
} from '../conversion/conversion-schemas';
import { readJsonColumn } from '../db/corrupt-row';
import type { Executor } from '../db/connect';
import { experiments, workflows } from '../db/schema/experiments';
import { workspaces } from '../db/schema/workspaces';

// Experiments as the contract shows them, and the queries behind their list and page. Every
// query names the owner; JSON columns are parsed with their schema where they are read.

export type ExperimentRow = typeof experiments.$inferSelect;
export type ExperimentSummary = components['schemas']['ExperimentSummary'];
export type Experiment = components['schemas']['Experiment'];
export type ExperimentSort = components['schemas']['ExperimentSort'];

export interface ExperimentFilters {
  workspaceId?: string;
  status?: ExperimentStatus;
  search?: string;
  sort?: ExperimentSort;
}

const SORTS: Record<ExperimentSort, SQL[]> = {
  newest: [desc(experiments.createdAt), desc(experiments.id)],
  oldest: [asc(experiments.createdAt), asc(experiments.id)],
  name: [asc(sql`lower(${experiments.name})`), asc(experiments.id)],
  status: [asc(experiments.status), desc(experiments.createdAt), desc(experiments.id)],
};

/** LIKE's wildcards in what the user typed are literal characters. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function toExperimentSummary(
  row: ExperimentRow,
  workspaceName: string,
  workflowId: string | null,
): ExperimentSummary {
  return {
    id: row.id,
    name: row.name,
    hypothesis: row.hypothesis,
    status: row.status as ExperimentStatus,
    workspaceId: row.workspaceId,
    workspaceName,
    ideaId: row.ideaId,
    workflowId,
    engine: row.engine,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The plan, outcomes and metrics, parsed; the lineage is added by the caller. */
export function experimentBody(row: ExperimentRow) {
  const where = { table: 'experiments', id: row.id };
  return {
    plan: readJsonColumn(experimentPlanSchema, row.plan, { ...where, column: 'plan' }),
    expectedOutcomes: readJsonColumn(expectedOutcomesSchema, row.expectedOutcomes, {
      ...where,
      column: 'expected_outcomes',
    }),
    metrics: readJsonColumn(experimentMetricsSchema, row.metrics, { ...where, column: 'metrics' }),
    datasets: row.datasets,
    allowedStatuses: [...EXPERIMENT_TRANSITIONS[row.status as ExperimentStatus]],
  };
}

const listed = { experiment: experiments, workspaceName: workspaces.name, workflowId: workflows.id };

export async function listExperiments(
  db: Executor,
  userId: string,
  filters: ExperimentFilters,
  skip: number,
  limit: number,
) {
  const search = filters.search?.trim();
  const where = and(
    eq(experiments.userId, userId),
    filters.workspaceId ? eq(experiments.workspaceId, filters.workspaceId) : undefined,
    filters.status ? eq(experiments.status, filters.status) : undefined,
    search
      ? or(ilike(experiments.name, likePattern(search)), ilike(experiments.hypothesis, likePattern(search)))
      : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(listed)
      .from(experiments)
      .innerJoin(workspaces, eq(workspaces.id, experiments.workspaceId))
      .leftJoin(workflows, eq(workflows.experimentId, experiments.id))
      .where(where)
      .orderBy(...SORTS[filters.sort ?? 'newest'])
      .limit(limit)
      .offset(skip),
    db.select({ total: count() }).from(experiments).where(where),
  ]);
  return { rows, total };
}

export async function findExperiment(db: Executor, userId: string, id: string) {
  const [row] = await db
    .select(listed)
    .from(experiments)
    .innerJoin(workspaces, eq(workspaces.id, experiments.workspaceId))
    .leftJoin(workflows, eq(workflows.experimentId, experiments.id))
    .where(and(eq(experiments.id, id), eq(experiments.userId, userId)));
  return row;
}

/** Moves the status only if it is still `from`: a concurrent change makes this a no-op. */
export async function setExperimentStatus(
  db: Executor,
  userId: string,
  id: string,
  from: string,
  to: ExperimentStatus,
) {
  const [row] = await db
    .update(experiments)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(eq(experiments.id, id), eq(experiments.userId, userId), eq(experiments.status, from)))
    .returning();
  return row;
}
