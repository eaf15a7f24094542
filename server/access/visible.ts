import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { workspaceMembers } from '../db/schema/members';

// The caller's memberships as pieces of the store reads (docs/decisions/013-workspace-permissions.md,
// §2 and §3): joined to an object's workspace, a read finds the object with the caller's role in
// one statement; as a filter, a list across workspaces keeps the ones the caller belongs to.

/** ON clause: the caller's membership of the workspace in `workspaceColumn` (select its `role`). */
export const membershipOn = (userId: string, workspaceColumn: PgColumn): SQL =>
  and(eq(workspaceMembers.workspaceId, workspaceColumn), eq(workspaceMembers.userId, userId)) as SQL;

/** WHERE: the workspace in `workspaceColumn` is one of the caller's. */
export const inMyWorkspaces = (userId: string, workspaceColumn: PgColumn): SQL =>
  sql`${workspaceColumn} IN (SELECT ${workspaceMembers.workspaceId} FROM ${workspaceMembers} WHERE ${workspaceMembers.userId} = ${userId})`;
