import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import type { Executor } from '../db/connect';
import { users } from '../db/schema/auth';
import { workspaceInvitations } from '../db/schema/invitations';
import { workspaces } from '../db/schema/workspaces';

// Invitations into a workspace (docs/decisions/013-workspace-permissions.md, §1). A link's secret
// is 256 random bits, answered once and kept only as its SHA-256, as access tokens are.

export type Invitation = components['schemas']['Invitation'];
export type MyInvitation = components['schemas']['MyInvitation'];
export type InvitationRow = typeof workspaceInvitations.$inferSelect;
type InvitedRole = components['schemas']['InvitedRole'];

export const newInvitationSecret = (): string => randomBytes(32).toString('base64url');
export const hashInvitationSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** Not revoked, not expired, not used up. */
export const PENDING = and(
  isNull(workspaceInvitations.revokedAt),
  gt(workspaceInvitations.expiresAt, sql`now()`),
  lt(workspaceInvitations.uses, workspaceInvitations.maxUses),
);

const invitationColumns = { invitation: workspaceInvitations, creatorName: users.name };

export function toInvitation(row: InvitationRow, creatorName: string | null): Invitation {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    kind: row.kind,
    email: row.email,
    role: row.role,
    maxUses: row.maxUses,
    uses: row.uses,
    expiresAt: row.expiresAt.toISOString(),
    createdBy: creatorName === null ? null : { id: row.createdBy, name: creatorName },
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listPendingInvitations(db: Executor, workspaceId: string): Promise<Invitation[]> {
  const rows = await db
    .select(invitationColumns)
    .from(workspaceInvitations)
    .leftJoin(users, eq(users.id, workspaceInvitations.createdBy))
    .where(and(eq(workspaceInvitations.workspaceId, workspaceId), PENDING))
    .orderBy(desc(workspaceInvitations.createdAt), desc(workspaceInvitations.id));
  return rows.map((row) => toInvitation(row.invitation, row.creatorName));
}

export async function countPending(tx: Executor, workspaceId: string): Promise<number> {
  const [{ pending }] = await tx
    .select({ pending: count() })
    .from(workspaceInvitations)
    .where(and(eq(workspaceInvitations.workspaceId, workspaceId), PENDING));
  return pending;
}

export async function pendingEmailInvitation(tx: Executor, workspaceId: string, email: string) {
  const [row] = await tx
    .select({ id: workspaceInvitations.id })
    .from(workspaceInvitations)
    .where(
      and(
        eq(workspaceInvitations.workspaceId, workspaceId),
        eq(workspaceInvitations.kind, 'email'),
        eq(workspaceInvitations.email, email),
        PENDING,
      ),
    );
  return row ?? null;
}

export interface NewInvitation {
  workspaceId: string;
  role: InvitedRole;
  createdBy: string;
  expiresInHours: number;
  kind: 'email' | 'link';
  email?: string;
  secretHash?: string;
  maxUses?: number;
}

export async function insertInvitation(tx: Executor, input: NewInvitation): Promise<InvitationRow> {
  const [row] = await tx
    .insert(workspaceInvitations)
    .values({
      workspaceId: input.workspaceId,
      kind: input.kind,
      email: input.email ?? null,
      role: input.role,
      secretHash: input.secretHash ?? null,
      maxUses: input.maxUses ?? 1,
      expiresAt: sql`now() + make_interval(hours => ${input.expiresInHours})`,
      createdBy: input.createdBy,
    })
    .returning();
  return row;
}

/** Revokes a pending invitation of the workspace; null when there is none by that id. */
export async function revokeInvitation(tx: Executor, workspaceId: string, id: string) {
  const [row] = await tx
    .update(workspaceInvitations)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(workspaceInvitations.id, id), eq(workspaceInvitations.workspaceId, workspaceId), PENDING))
    .returning();
  return row ?? null;
}

/** Pending e-mail invitations to this address, with their workspace and who sent them. */
export async function listMyInvitations(db: Executor, email: string): Promise<MyInvitation[]> {
  const rows = await db
    .select({ invitation: workspaceInvitations, workspaceName: workspaces.name, inviterName: users.name })
    .from(workspaceInvitations)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvitations.workspaceId))
    .innerJoin(users, eq(users.id, workspaceInvitations.createdBy))
    .where(and(eq(workspaceInvitations.kind, 'email'), eq(workspaceInvitations.email, email), PENDING))
    .orderBy(desc(workspaceInvitations.createdAt), desc(workspaceInvitations.id));
  return rows.map(({ invitation, workspaceName, inviterName }) => ({
    id: invitation.id,
    workspace: { id: invitation.workspaceId, name: workspaceName },
    role: invitation.role,
    invitedBy: { id: invitation.createdBy, name: inviterName },
    expiresAt: invitation.expiresAt.toISOString(),
    createdAt: invitation.createdAt.toISOString(),
  }));
}

export async function findInvitation(db: Executor, id: string): Promise<InvitationRow | null> {
  const [row] = await db.select().from(workspaceInvitations).where(eq(workspaceInvitations.id, id));
  return row ?? null;
}

export async function deleteInvitation(tx: Executor, id: string) {
  await tx.delete(workspaceInvitations).where(eq(workspaceInvitations.id, id));
}
