import { and, eq, notExists, sql } from 'drizzle-orm';
import { roleWithArticle } from '../../src/domain/member-messages';
import type { Executor } from '../db/connect';
import { workspaceInvitations } from '../db/schema/invitations';
import { notifications } from '../db/schema/notifications';
import { workspaces } from '../db/schema/workspaces';
import { users } from '../db/schema/auth';
import { PENDING } from '../members/invitation-store';
import { notificationLinks } from './links';
import { notify } from './notify';

// An e-mail invitation notifies the account with that address, which is not a member yet. One who
// signs up later is told at their next sign-in, once per pending invitation.

export interface InvitationNotice {
  invitationId: string;
  workspaceId: string;
  workspaceName: string;
  email: string;
  role: 'editor' | 'viewer';
  inviterId: string;
}

const titleOf = (workspaceName: string, role: 'editor' | 'viewer') =>
  `Invited you to workspace '${workspaceName}' as ${roleWithArticle(role)}`;

export async function noticeInvitation(tx: Executor, notice: InvitationNotice): Promise<void> {
  const [invitee] = await tx.select({ id: users.id }).from(users).where(eq(users.email, notice.email));
  if (!invitee) return;
  const input = {
    kind: 'invitation' as const,
    workspaceId: notice.workspaceId,
    actorId: notice.inviterId,
    objectType: 'invitation' as const,
    objectId: notice.invitationId,
    link: notificationLinks.invitations(),
    title: titleOf(notice.workspaceName, notice.role),
  };
  await notify(tx, { users: [invitee.id] }, input, { membersOnly: false });
}

/** At sign-in: each pending invitation to the address that has not notified this user yet. */
export async function noticePendingInvitations(tx: Executor, user: { id: string; email: string }): Promise<void> {
  const pending = await tx
    .select({ invitation: workspaceInvitations, workspaceName: workspaces.name })
    .from(workspaceInvitations)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvitations.workspaceId))
    .where(
      and(
        eq(workspaceInvitations.kind, 'email'),
        eq(workspaceInvitations.email, user.email),
        PENDING,
        notExists(
          tx
            .select({ one: sql`1` })
            .from(notifications)
            .where(and(eq(notifications.userId, user.id), eq(notifications.objectId, workspaceInvitations.id))),
        ),
      ),
    );
  for (const { invitation, workspaceName } of pending) {
    await noticeInvitation(tx, {
      invitationId: invitation.id,
      workspaceId: invitation.workspaceId,
      workspaceName,
      email: user.email,
      role: invitation.role,
      inviterId: invitation.createdBy,
    });
  }
}
