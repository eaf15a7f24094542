import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import { EXPERIMENT_TRANSITIONS, type ExperimentStatus } from '../../src/domain/experiment-lifecycle';
import {
  expectedOutcomesSchema,
  experimentMetricsSchema,
  experimentPlanSchema,
} from '../conversion/conversion-schemas';
import { membershipOn, inMyWorkspaces } from '../access/visible';
import { readJsonColumn } from '../db/corrupt-row';
import type { Executor } from '../db/connect';
import { experiments, workflows } from '../db/schema/experiments';
import { workspaceMembers } from '../db/schema/members';
import { workspaces } from '../db/schema/workspaces';
import type { WorkspaceRole } from '../../src/domain/workspace-roles';

// Experiments as the contract shows them, and the queries behind their list and page. The list
// keeps the caller's workspaces; one experiment is found joined to the caller's membership, with
// their role for authorize's permit(). JSON columns are parsed with their schema where read.

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
  role: WorkspaceRole,
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
    role,
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
  const filtered = and(
    filters.workspaceId ? eq(experiments.workspaceId, filters.workspaceId) : undefined,
    filters.status ? eq(experiments.status, filters.status) : undefined,
    search
      ? or(ilike(experiments.name, likePattern(search)), ilike(experiments.hypothesis, likePattern(search)))
      : undefined,
  );
  const where = and(inMyWorkspaces(userId, experiments.workspaceId), filtered);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ ...listed, role: workspaceMembers.role })
      .from(experiments)
      .innerJoin(workspaceMembers, membershipOn(userId, experiments.workspaceId))
      .innerJoin(workspaces, eq(workspaces.id, experiments.workspaceId))
      .leftJoin(workflows, eq(workflows.experimentId, experiments.id))
      .where(filtered)
      .orderBy(...SORTS[filters.sort ?? 'newest'])
      .limit(limit)
      .offset(skip),
    db.select({ total: count() }).from(experiments).where(where),
  ]);
  return { rows, total };
}

/** The experiment with the caller's role on its workspace; undefined for a non-member. FOR SHARE of the membership with `lock`. */
export async function findExperiment(db: Executor, userId: string, id: string, lock = false) {
  const query = db
    .select({ ...listed, role: workspaceMembers.role })
    .from(experiments)
    .innerJoin(workspaceMembers, membershipOn(userId, experiments.workspaceId))
    .innerJoin(workspaces, eq(workspaces.id, experiments.workspaceId))
    .leftJoin(workflows, eq(workflows.experimentId, experiments.id))
    .where(eq(experiments.id, id));
  const [row] = lock ? await query.for('share', { of: workspaceMembers }) : await query;
  return row;
}

/**
 * Moves the status only if it is still `from`: a concurrent change makes this a no-op. The caller
 * has checked its role on the experiment's workspace.
 */
export async function setExperimentStatus(db: Executor, id: string, from: string, to: ExperimentStatus) {
  const [row] = await db
    .update(experiments)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(eq(experiments.id, id), eq(experiments.status, from)))
    .returning();
  return row;
}
