import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import type { Executor } from '../db/connect';
import { jsonObjectSchema, readJsonColumn } from '../db/corrupt-row';
import { goals } from '../db/schema/coscientist';

// Goal rows, always through the owner and the workspace: another user's goal is not found.

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

const owned = (userId: string, workspaceId: string, id: string) =>
  and(eq(goals.id, id), eq(goals.userId, userId), eq(goals.workspaceId, workspaceId));

export async function listGoals(db: Executor, userId: string, workspaceId: string, skip: number, limit: number) {
  const where = and(eq(goals.userId, userId), eq(goals.workspaceId, workspaceId));
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

export async function findGoal(
  db: Executor,
  userId: string,
  workspaceId: string,
  id: string,
): Promise<GoalRow | undefined> {
  const [row] = await db
    .select()
    .from(goals)
    .where(owned(userId, workspaceId, id));
  return row;
}

/** A goal by id alone (ideas name the goal, not its workspace), still only the owner's. */
export async function findOwnedGoal(db: Executor, userId: string, id: string): Promise<GoalRow | undefined> {
  const [row] = await db
    .select()
    .from(goals)
    .where(and(eq(goals.id, id), eq(goals.userId, userId)));
  return row;
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

export async function updateGoal(
  db: Executor,
  userId: string,
  workspaceId: string,
  id: string,
  patch: GoalUpdate,
): Promise<GoalRow | undefined> {
  const [row] = await db
    .update(goals)
    .set({
      ...(patch.title !== undefined && { title: patch.title.trim() }),
      ...(patch.description !== undefined && { description: patch.description }),
      ...(patch.parameters !== undefined && { parameters: patch.parameters }),
      updatedAt: sql`now()`,
    })
    .where(owned(userId, workspaceId, id))
    .returning();
  return row;
}

/** Starting a session: the goal now generates ideas, and this is its current session. */
export async function attachSession(db: Executor, userId: string, id: string, sessionId: string): Promise<void> {
  await db
    .update(goals)
    .set({ status: 'generating_ideas', currentSessionId: sessionId, updatedAt: sql`now()` })
    .where(and(eq(goals.id, id), eq(goals.userId, userId)));
}
