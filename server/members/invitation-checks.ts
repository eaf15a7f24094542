import { and, eq } from 'drizzle-orm';
import { INVITATION_LIMITS, MEMBER_ERROR_TYPES, MEMBER_MESSAGES } from '../../src/domain/member-messages';
import { NOT_FOUND_MESSAGES } from '../../src/domain/messages';
import { authorize } from '../access/authorize';
import type { Transaction } from '../db/connect';
import { users } from '../db/schema/auth';
import { workspaceMembers } from '../db/schema/members';
import { HttpError, notFound } from '../http/http-error';
import { countPending, pendingEmailInvitation } from './invitation-store';
import { lockWorkspace } from './member-store';

// What is checked before an invitation is made (docs/decisions/013-workspace-permissions.md, §1):
// the caller manages the workspace, it has room for one more pending invitation, and an e-mail
// invitation is for someone not yet in it nor invited already.

/** Locks the workspace row and checks that the caller may manage it; answers its name. */
export async function managing(tx: Transaction, userId: string, workspaceId: string): Promise<string> {
  const name = await lockWorkspace(tx, workspaceId);
  if (name === null) throw notFound(NOT_FOUND_MESSAGES.workspace);
  await authorize(tx, userId, { workspace: workspaceId }, 'manage', { lock: true });
  if ((await countPending(tx, workspaceId)) >= INVITATION_LIMITS.pendingPerWorkspace) {
    throw new HttpError(409, MEMBER_ERROR_TYPES.tooManyPending, MEMBER_MESSAGES.tooManyPending);
  }
  return name;
}

export async function refuseInvitingMember(tx: Transaction, workspaceId: string, email: string) {
  const [member] = await tx
    .select({ role: workspaceMembers.role })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(users.email, email)));
  if (member) {
    throw new HttpError(409, MEMBER_ERROR_TYPES.alreadyMember, MEMBER_MESSAGES.addressIsMember(member.role));
  }
  if (await pendingEmailInvitation(tx, workspaceId, email)) {
    throw new HttpError(409, MEMBER_ERROR_TYPES.alreadyInvited, MEMBER_MESSAGES.alreadyInvited);
  }
}
