import { count, desc, eq } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import { portSchemaObjectSchema, workflowDefinitionSchema } from '../conversion/conversion-schemas';
import { readJsonColumn } from '../db/corrupt-row';
import type { Executor } from '../db/connect';
import { experiments, workflows } from '../db/schema/experiments';
import { workspaceMembers } from '../db/schema/members';
import { membershipOn } from '../access/visible';
import { ideas } from '../db/schema/ideas';

// Workflows as the contract shows them: snake_case, the graph parsed with its schema where it
// is read, and the names of the experiment and idea it links to. One workflow is read joined to the
// caller's membership of its workspace, with their role (docs/decisions/013-workspace-permissions.md);
// a workspace's list goes by its id once the caller may read it.

export type Workflow = components['schemas']['Workflow'];
export type WorkflowSummary = components['schemas']['WorkflowSummary'];
export type WorkflowRow = typeof workflows.$inferSelect;
type Names = { experimentName: string | null; ideaTitle: string | null };

const definitionOf = (row: WorkflowRow) =>
  readJsonColumn(workflowDefinitionSchema, row.definition, { table: 'workflows', id: row.id, column: 'definition' });

export function toWorkflowSummary(row: WorkflowRow, names: Names): WorkflowSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status,
    tags: row.tags,
    experiment_id: row.experimentId,
    experiment_name: names.experimentName,
    idea_id: row.ideaId,
    idea_title: names.ideaTitle,
    workspace_id: row.workspaceId,
    node_count: definitionOf(row).nodes.length,
    version: row.version,
    engine: row.engine,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    owner_id: row.userId,
  };
}

export function toWorkflow(row: WorkflowRow, names: Names): Workflow {
  const where = { table: 'workflows', id: row.id };
  return {
    ...toWorkflowSummary(row, names),
    workflow_definition: definitionOf(row),
    input_schema: readJsonColumn(portSchemaObjectSchema, row.inputSchema, { ...where, column: 'input_schema' }),
    output_schema: readJsonColumn(portSchemaObjectSchema, row.outputSchema, { ...where, column: 'output_schema' }),
  };
}

const withNames = { workflow: workflows, experimentName: experiments.name, ideaTitle: ideas.title };

/** A page of the workspace's workflows, newest first (the workflows_workspace_created_idx order). */
export async function listWorkspaceWorkflows(db: Executor, workspaceId: string, skip: number, limit: number) {
  const where = eq(workflows.workspaceId, workspaceId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(withNames)
      .from(workflows)
      .leftJoin(experiments, eq(experiments.id, workflows.experimentId))
      .leftJoin(ideas, eq(ideas.id, workflows.ideaId))
      .where(where)
      .orderBy(desc(workflows.createdAt), desc(workflows.id))
      .limit(limit)
      .offset(skip),
    db.select({ total: count() }).from(workflows).where(where),
  ]);
  return { rows, total };
}

/** The workflow with its names and the caller's role; with `lock`, the membership is held FOR SHARE. */
export async function findWorkflow(db: Executor, userId: string, id: string, options: { lock?: boolean } = {}) {
  const query = db
    .select({ ...withNames, role: workspaceMembers.role })
    .from(workflows)
    .innerJoin(workspaceMembers, membershipOn(userId, workflows.workspaceId))
    .leftJoin(experiments, eq(experiments.id, workflows.experimentId))
    .leftJoin(ideas, eq(ideas.id, workflows.ideaId))
    .where(eq(workflows.id, id));
  const [row] = options.lock ? await query.for('share', { of: workspaceMembers }) : await query;
  return row;
}
