import { and, eq, sql } from 'drizzle-orm';
import type { WorkflowDefinition } from '../conversion/conversion-schemas';
import type { Executor } from '../db/connect';
import { workflows } from '../db/schema/experiments';
import { portSchemasOf } from './port-schemas';

// Writing workflows from the graph editor. An update names the version it edits and is applied
// only if that is still the stored version (checked in the UPDATE itself, so two saves racing
// cannot both win); the stored graph's input and output schemas are read off the graph.

export type NewWorkflow = {
  userId: string;
  workspaceId: string;
  name: string;
  description?: string;
  tags?: string[];
  definition: WorkflowDefinition;
};

export type WorkflowChanges = {
  name?: string;
  description?: string;
  status?: 'draft' | 'active' | 'archived';
  tags?: string[];
  definition?: WorkflowDefinition;
};

const withSchemas = (definition: WorkflowDefinition) => ({ definition, ...portSchemasOf(definition) });

export async function insertWorkflow(db: Executor, w: NewWorkflow) {
  const [row] = await db
    .insert(workflows)
    .values({
      userId: w.userId,
      workspaceId: w.workspaceId,
      name: w.name,
      description: w.description ?? '',
      tags: w.tags ?? [],
      engine: 'manual',
      ...withSchemas(w.definition),
    })
    .returning();
  return row;
}

/** The updated row, or undefined when its version moved on (check the caller may edit it first). */
export async function updateWorkflowAtVersion(
  db: Executor,
  id: string,
  version: number,
  { definition, ...changes }: WorkflowChanges,
) {
  const [row] = await db
    .update(workflows)
    .set({
      ...changes,
      ...(definition && withSchemas(definition)),
      version: sql`${workflows.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(workflows.id, id), eq(workflows.version, version)))
    .returning();
  return row;
}

/** Deletes a workflow the caller may edit (check first). */
export async function deleteWorkflowRow(db: Executor, id: string) {
  const [row] = await db
    .delete(workflows)
    .where(eq(workflows.id, id))
    .returning({ id: workflows.id, name: workflows.name, workspaceId: workflows.workspaceId });
  return row;
}
