import { and, eq } from 'drizzle-orm';
import type { WorkspaceRole } from '../../../src/domain/workspace-roles';
import type { Database } from '../../../server/db/connect';
import { workspaceMembers } from '../../../server/db/schema/members';

// Members made and removed by writing workspace_members directly, until the member operations
// exist (docs/testing.md, "Members in tests"; decision 013, step 2 moves these to the API).

export async function addMember(db: Database, workspaceId: string, userId: string, role: WorkspaceRole) {
  await db.insert(workspaceMembers).values({ workspaceId, userId, role });
}

export async function removeMember(db: Database, workspaceId: string, userId: string) {
  await db
    .delete(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
}

/**
 * The owner's answer as a member reads it: the same, except that every `role` it carries (on an
 * object, an item or beside a list's items) is the member's own (decision 013, §3).
 */
export function asReadBy(value: unknown, role: WorkspaceRole): unknown {
  if (Array.isArray(value)) return value.map((item) => asReadBy(item, role));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, key === 'role' ? role : asReadBy(child, role)]),
  );
}
