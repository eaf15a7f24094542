import { and, asc, count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { components } from '../../src/api/schema';
import { MEMBER_ERROR_TYPES, MEMBER_MESSAGES } from '../../src/domain/member-messages';
import type { WorkspaceRole } from '../../src/domain/workspace-roles';
import type { Executor } from '../db/connect';
import { users } from '../db/schema/auth';
import { workspaceMembers } from '../db/schema/members';
import { workspaces } from '../db/schema/workspaces';
import { HttpError } from '../http/http-error';

// A workspace's members (docs/decisions/013-workspace-permissions.md, §1). Every change of roles
// or members locks the workspace row first and then counts owners, so two owners demoting each
// other at once cannot leave none.

export type Member = components['schemas']['Member'];

const adder = alias(users, 'adder');
const ROLE_ORDER = sql`case ${workspaceMembers.role} when 'owner' then 0 when 'editor' then 1 else 2 end`;

function memberQuery(db: Executor) {
  return db
    .select({
      userId: workspaceMembers.userId,
      name: users.name,
      email: users.email,
      role: workspaceMembers.role,
      adderId: adder.id,
      adderName: adder.name,
      addedAt: workspaceMembers.addedAt,
    })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .leftJoin(adder, eq(adder.id, workspaceMembers.addedBy));
}

type MemberRow = Awaited<ReturnType<ReturnType<typeof memberQuery>['execute']>>[number];

const toMember = (row: MemberRow): Member => ({
  userId: row.userId,
  name: row.name,
  email: row.email,
  role: row.role,
  addedBy: row.adderId && row.adderName !== null ? { id: row.adderId, name: row.adderName } : null,
  addedAt: row.addedAt.toISOString(),
});

/** Owners first, then editors, then viewers, each by when they joined. */
export async function listMembers(db: Executor, workspaceId: string): Promise<Member[]> {
  const rows = await memberQuery(db)
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .orderBy(ROLE_ORDER, asc(workspaceMembers.addedAt), asc(workspaceMembers.userId));
  return rows.map(toMember);
}

export async function findMember(db: Executor, workspaceId: string, userId: string): Promise<Member | null> {
  const [row] = await memberQuery(db).where(
    and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)),
  );
  return row ? toMember(row) : null;
}

/** Locks the workspace row until the transaction ends: every member change takes this first. */
export async function lockWorkspace(tx: Executor, workspaceId: string): Promise<string | null> {
  const [row] = await tx
    .select({ name: workspaces.name })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
    .for('update');
  return row?.name ?? null;
}

/** Refuses a change that would leave no owner; call with the workspace row locked. */
export async function keepAnOwner(tx: Executor, workspaceId: string, losing: { role: WorkspaceRole }) {
  if (losing.role !== 'owner') return;
  const [{ owners }] = await tx
    .select({ owners: count() })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, 'owner')));
  if (owners <= 1) throw new HttpError(409, MEMBER_ERROR_TYPES.lastOwner, MEMBER_MESSAGES.lastOwner);
}

export async function setMemberRole(tx: Executor, workspaceId: string, userId: string, role: WorkspaceRole) {
  await tx
    .update(workspaceMembers)
    .set({ role })
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
}

export async function deleteMember(tx: Executor, workspaceId: string, userId: string) {
  await tx
    .delete(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
}

/** Adds a member; false when they already are one (the insert changed nothing). */
export async function insertMember(
  tx: Executor,
  member: { workspaceId: string; userId: string; role: WorkspaceRole; addedBy: string },
): Promise<boolean> {
  const inserted = await tx.insert(workspaceMembers).values(member).onConflictDoNothing().returning();
  return inserted.length > 0;
}

/** Everyone whose cached workspace list a change of this workspace's members touches. */
export async function memberIds(tx: Executor, workspaceId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.workspaceId, workspaceId));
  return rows.map((row) => row.userId);
}
