import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { MEMBER_ERROR_TYPES, MEMBER_MESSAGES } from '../../src/domain/member-messages';
import type { Transaction } from '../db/connect';
import { workspaceInvitations } from '../db/schema/invitations';
import { workspaceMembers } from '../db/schema/members';
import { HttpError, notFound } from '../http/http-error';
import { findMember, insertMember } from './member-store';
import { findInvitation, hashInvitationSecret, type InvitationRow } from './invitation-store';

// Accepting an invitation (docs/decisions/013-workspace-permissions.md, §1): one guarded UPDATE
// takes a use, and the member is inserted in the same transaction. When the UPDATE matches
// nothing, a second read picks the words.

export interface Invitee {
  id: string;
  email: string;
}

/** The invitation this caller may use: a link's by its secret, an e-mail one by its addressee. */
function usableBy(invitee: Invitee, secretHash: string | null) {
  const byAddress = and(eq(workspaceInvitations.kind, 'email'), eq(workspaceInvitations.email, invitee.email));
  return secretHash === null ? byAddress : or(eq(workspaceInvitations.secretHash, secretHash), byAddress);
}

async function takeUse(tx: Transaction, id: string, invitee: Invitee, secretHash: string | null) {
  const notYetMember = sql`not exists (select 1 from ${workspaceMembers} m
    where m.workspace_id = ${workspaceInvitations.workspaceId} and m.user_id = ${invitee.id})`;
  const [taken] = await tx
    .update(workspaceInvitations)
    .set({ uses: sql`${workspaceInvitations.uses} + 1` })
    .where(
      and(
        eq(workspaceInvitations.id, id),
        usableBy(invitee, secretHash),
        isNull(workspaceInvitations.revokedAt),
        sql`${workspaceInvitations.expiresAt} > now()`,
        lt(workspaceInvitations.uses, workspaceInvitations.maxUses),
        notYetMember,
      ),
    )
    .returning({
      workspaceId: workspaceInvitations.workspaceId,
      role: workspaceInvitations.role,
      createdBy: workspaceInvitations.createdBy,
    });
  return taken ?? null;
}

/** Why the guarded UPDATE matched nothing, in the words of §1. */
async function refusal(tx: Transaction, id: string, invitee: Invitee, secretHash: string | null): Promise<HttpError> {
  const row: InvitationRow | null = await findInvitation(tx, id);
  if (!row) return notFound(MEMBER_MESSAGES.invitationNotFound);
  if (row.kind === 'link' && (secretHash === null || row.secretHash !== secretHash)) {
    return notFound(MEMBER_MESSAGES.invitationNotFound);
  }
  if (row.kind === 'email' && row.email !== invitee.email) {
    return new HttpError(403, MEMBER_ERROR_TYPES.otherAddress, MEMBER_MESSAGES.otherAddress);
  }
  const member = await findMember(tx, row.workspaceId, invitee.id);
  if (member) return alreadyMember(member.role);
  if (row.revokedAt) return new HttpError(410, MEMBER_ERROR_TYPES.revoked, MEMBER_MESSAGES.revoked);
  if (row.expiresAt.getTime() <= Date.now()) {
    return new HttpError(410, MEMBER_ERROR_TYPES.expired, MEMBER_MESSAGES.expired);
  }
  return new HttpError(410, MEMBER_ERROR_TYPES.usedUp, MEMBER_MESSAGES.usedUp);
}

const alreadyMember = (role: Parameters<typeof MEMBER_MESSAGES.alreadyMember>[0]) =>
  new HttpError(409, MEMBER_ERROR_TYPES.alreadyMember, MEMBER_MESSAGES.alreadyMember(role));

/** The workspace joined and the role given, or the refusal; never changes an existing role. */
export async function acceptInvitation(tx: Transaction, id: string, invitee: Invitee, secret: string | undefined) {
  const secretHash = secret === undefined ? null : hashInvitationSecret(secret);
  const taken = await takeUse(tx, id, invitee, secretHash);
  if (!taken) throw await refusal(tx, id, invitee, secretHash);
  const { workspaceId, role, createdBy } = taken;
  const added = await insertMember(tx, { workspaceId, role, userId: invitee.id, addedBy: createdBy });
  // Someone made them a member between the UPDATE and here: the use goes back with the rollback.
  if (!added) throw alreadyMember((await findMember(tx, taken.workspaceId, invitee.id))?.role ?? taken.role);
  return { workspaceId, role };
}
