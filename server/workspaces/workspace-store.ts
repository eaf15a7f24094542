import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import type { Executor } from '../db/connect';
import { jsonObjectSchema, readJsonColumn } from '../db/corrupt-row';
import { workspaceMembers } from '../db/schema/members';
import { workspaces } from '../db/schema/workspaces';

// Workspace rows, always through the owner: another user's workspace simply is not found.

export type Workspace = components['schemas']['Workspace'];
export type WorkspaceRow = typeof workspaces.$inferSelect;
type WorkspaceCreate = components['schemas']['WorkspaceCreate'];
type WorkspaceUpdate = components['schemas']['WorkspaceUpdate'];

export const toWorkspace = (row: WorkspaceRow): Workspace => ({
  id: row.id,
  name: row.name,
  description: row.description,
  userId: row.userId,
  status: row.status,
  metadata: readJsonColumn(jsonObjectSchema, row.metadata, { table: 'workspaces', id: row.id, column: 'metadata' }),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const owned = (userId: string, id: string) => and(eq(workspaces.id, id), eq(workspaces.userId, userId));

export async function listWorkspaces(db: Executor, userId: string, skip: number, limit: number) {
  const rows = await db
    .select()
    .from(workspaces)
    .where(eq(workspaces.userId, userId))
    .orderBy(desc(workspaces.createdAt), desc(workspaces.id))
    .limit(limit)
    .offset(skip);
  const [{ total }] = await db.select({ total: count() }).from(workspaces).where(eq(workspaces.userId, userId));
  return { rows, total };
}

export async function findWorkspace(db: Executor, userId: string, id: string): Promise<WorkspaceRow | undefined> {
  const [row] = await db.select().from(workspaces).where(owned(userId, id));
  return row;
}

/** A new workspace, whose creator is its owner member (decision 013): call it inside a transaction. */
export async function insertWorkspace(db: Executor, userId: string, input: WorkspaceCreate): Promise<WorkspaceRow> {
  const [row] = await db
    .insert(workspaces)
    .values({ userId, name: input.name.trim(), description: input.description ?? '', metadata: input.metadata ?? {} })
    .returning();
  await db.insert(workspaceMembers).values({ workspaceId: row.id, userId, role: 'owner', addedAt: row.createdAt });
  return row;
}

export async function updateWorkspace(
  db: Executor,
  userId: string,
  id: string,
  patch: WorkspaceUpdate,
): Promise<WorkspaceRow | undefined> {
  const [row] = await db
    .update(workspaces)
    .set({
      ...(patch.name !== undefined && { name: patch.name.trim() }),
      ...(patch.description !== undefined && { description: patch.description }),
      ...(patch.metadata !== undefined && { metadata: patch.metadata }),
      updatedAt: sql`now()`,
    })
    .where(owned(userId, id))
    .returning();
  return row;
}

export async function deleteWorkspace(db: Executor, userId: string, id: string): Promise<WorkspaceRow | undefined> {
  const [row] = await db.delete(workspaces).where(owned(userId, id)).returning();
  return row;
}
