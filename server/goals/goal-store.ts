import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import type { Executor } from '../db/connect';
import { jsonObjectSchema, readJsonColumn } from '../db/corrupt-row';
import { goals } from '../db/schema/coscientist';
import { workspaceMembers } from '../db/schema/members';
import { membershipOn } from '../access/visible';
import type { WorkspaceRole } from '../../src/domain/workspace-roles';

// Goal rows. A single goal is read joined to the caller's membership of its workspace, with their
// role (docs/decisions/013-workspace-permissions.md): no row for a goal they cannot see. Lists and
// writes go by id once the caller's role is checked (server/access/authorize.ts).

export type ResearchGoal = components['schemas']['ResearchGoal'];
export type GoalRow = typeof goals.$inferSelect;
type GoalCreate = components['schemas']['GoalCreate'];
type GoalUpdate = components['schemas']['GoalUpdate'];

/** goals.parameters, parsed: free keys, but an object (a corrupt one: CorruptRowError, 500). */
export const goalParametersOf = (row: Pick<GoalRow, 'id' | 'parameters'>) =>
  readJsonColumn(jsonObjectSchema, row.parameters, { table: 'goals', id: row.id, column: 'parameters' });

export const toGoal = (row: GoalRow): ResearchGoal => ({
  id: row.id,
  title: row.title,
  description: row.description,
  workspaceId: row.workspaceId,
  userId: row.userId,
  status: row.status,
  parameters: goalParametersOf(row),
  currentSessionId: row.currentSessionId,
  // The contract names both; they are the same session.
  sessionId: row.currentSessionId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const goalPath = (row: Pick<GoalRow, 'id' | 'workspaceId'>) => `workspaces/${row.workspaceId}/goals/${row.id}`;

/** A page of the workspace's goals, newest first: authorize the workspace first. */
export async function listGoals(db: Executor, workspaceId: string, skip: number, limit: number) {
  const where = eq(goals.workspaceId, workspaceId);
  const rows = await db
    .select()
    .from(goals)
    .where(where)
    .orderBy(desc(goals.createdAt), desc(goals.id))
    .limit(limit)
    .offset(skip);
  const [{ total }] = await db.select({ total: count() }).from(goals).where(where);
  return { rows, total };
}

export type GoalWithRole = GoalRow & { role: WorkspaceRole };

/**
 * The goal with the caller's role in its workspace; `workspaceId` when the path names it too.
 * With `lock`, the membership is held FOR SHARE until the transaction ends.
 */
export async function findGoal(
  db: Executor,
  userId: string,
  id: string,
  options: { workspaceId?: string; lock?: boolean } = {},
): Promise<GoalWithRole | undefined> {
  const query = db
    .select({ goal: goals, role: workspaceMembers.role })
    .from(goals)
    .innerJoin(workspaceMembers, membershipOn(userId, goals.workspaceId))
    .where(and(eq(goals.id, id), options.workspaceId ? eq(goals.workspaceId, options.workspaceId) : undefined));
  const [row] = options.lock ? await query.for('share', { of: workspaceMembers }) : await query;
  return row && { ...row.goal, role: row.role };
}

export async function insertGoal(
  db: Executor,
  userId: string,
  workspaceId: string,
  input: GoalCreate,
): Promise<GoalRow> {
  const [row] = await db
    .insert(goals)
    .values({
      userId,
      workspaceId,
      title: input.title.trim(),
      description: input.description ?? '',
      parameters: input.parameters ?? {},
    })
    .returning();
  return row;
}

/** Changes a goal the caller may edit (check first). */
export async function updateGoal(db: Executor, id: string, patch: GoalUpdate): Promise<GoalRow | undefined> {
  const [row] = await db
    .update(goals)
    .set({
      ...(patch.title !== undefined && { title: patch.title.trim() }),
      ...(patch.description !== undefined && { description: patch.description }),
      ...(patch.parameters !== undefined && { parameters: patch.parameters }),
      updatedAt: sql`now()`,
    })
    .where(eq(goals.id, id))
    .returning();
  return row;
}

/** Starting a session: the goal now generates ideas, and this is its current session. */
export async function attachSession(db: Executor, id: string, sessionId: string): Promise<void> {
  await db
    .update(goals)
    .set({ status: 'generating_ideas', currentSessionId: sessionId, updatedAt: sql`now()` })
    .where(eq(goals.id, id));
}
