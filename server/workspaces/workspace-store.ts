import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import type { Executor } from '../db/connect';
import { jsonObjectSchema, readJsonColumn } from '../db/corrupt-row';
import { workspaceMembers } from '../db/schema/members';
import { workspaces } from '../db/schema/workspaces';

// Workspace rows. Who may see or change one is decided by its members (server/access/,
// docs/decisions/013-workspace-permissions.md): the list and the single read join the caller's
// membership, so a workspace they are no member of simply is not found; a change is made by id
// after authorize() has checked the caller's role.

export type Workspace = components['schemas']['Workspace'];
export type WorkspaceRow = typeof workspaces.$inferSelect;
type WorkspaceRole = components['schemas']['WorkspaceRole'];
/** A workspace as one member sees it: with their role there. */
export type MemberWorkspace = WorkspaceRow & { role: WorkspaceRole };
type WorkspaceCreate = components['schemas']['WorkspaceCreate'];
type WorkspaceUpdate = components['schemas']['WorkspaceUpdate'];

export const toWorkspace = (row: MemberWorkspace): Workspace => ({
  id: row.id,
  name: row.name,
  description: row.description,
  userId: row.userId,
  status: row.status,
  metadata: readJsonColumn(jsonObjectSchema, row.metadata, { table: 'workspaces', id: row.id, column: 'metadata' }),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  role: row.role,
});

export async function listWorkspaces(db: Executor, userId: string, skip: number, limit: number) {
  const mine = and(eq(workspaceMembers.workspaceId, workspaces.id), eq(workspaceMembers.userId, userId));
  const rows = await db
    .select({ workspace: workspaces, role: workspaceMembers.role })
    .from(workspaces)
    .innerJoin(workspaceMembers, mine)
    .orderBy(desc(workspaces.createdAt), desc(workspaces.id))
    .limit(limit)
    .offset(skip);
  const [{ total }] = await db
    .select({ total: count() })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.userId, userId));
  return { rows: rows.map((row) => ({ ...row.workspace, role: row.role })), total };
}

/** The workspace, when the caller is one of its members. */
export async function findWorkspace(db: Executor, userId: string, id: string): Promise<MemberWorkspace | undefined> {
  const [row] = await db
    .select({ workspace: workspaces, role: workspaceMembers.role })
    .from(workspaces)
    .innerJoin(
      workspaceMembers,
      and(eq(workspaceMembers.workspaceId, workspaces.id), eq(workspaceMembers.userId, userId)),
    )
    .where(eq(workspaces.id, id));
  return row && { ...row.workspace, role: row.role };
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

/** Changes a workspace the caller may manage (authorize first). */
export async function updateWorkspace(
  db: Executor,
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
    .where(eq(workspaces.id, id))
    .returning();
  return row;
}

/** Deletes a workspace the caller may delete (authorize first); its content and members go with it. */
export async function deleteWorkspace(db: Executor, id: string): Promise<WorkspaceRow | undefined> {
  const [row] = await db.delete(workspaces).where(eq(workspaces.id, id)).returning();
  return row;
}
