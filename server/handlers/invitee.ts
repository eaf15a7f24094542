import { eq } from 'drizzle-orm';
import { MEMBER_ERROR_TYPES, MEMBER_MESSAGES, roleWithArticle } from '../../src/domain/member-messages';
import { NOT_FOUND_MESSAGES } from '../../src/domain/messages';
import { mutate } from '../activity/mutate';
import type { AppContext } from '../app-context';
import { requireUser } from '../auth/bearer';
import { findUser } from '../auth/users';
import type { Database } from '../db/connect';
import { workspaces } from '../db/schema/workspaces';
import { HttpError, notFound, unauthorized } from '../http/http-error';
import { acceptInvitation, type Invitee } from '../members/accept-invitation';
import { announceMembers } from '../members/announce';
import { deleteInvitation, findInvitation, listMyInvitations } from '../members/invitation-store';
import { memberIds } from '../members/member-store';
import { findWorkspace, toWorkspace } from '../workspaces/workspace-store';
import type { HandlerMap } from './handler-types';

// The invited person's side (docs/decisions/013-workspace-permissions.md, §1): the e-mail
// invitations to their address, accepting one (or a link) and declining one.

async function invitee(db: Database, userId: string): Promise<Invitee> {
  const user = await findUser(db, userId);
  if (!user) throw unauthorized();
  return { id: user.id, email: user.email };
}

/** What the invited person does: their inbox, accepting and declining. */
export function inviteeHandlers({ db }: AppContext): HandlerMap {
  return {
    async listMyInvitations(request) {
      const me = await invitee(db, requireUser(request).id);
      return { items: await listMyInvitations(db, me.email) };
    },

    async acceptInvitation(request) {
      const me = await invitee(db, requireUser(request).id);
      const { invitationId } = request.params;
      const { workspaceId, touched } = await mutate(db, me, async (tx, record) => {
        const joined = await acceptInvitation(tx, invitationId, me, request.body?.secret);
        const [{ name }] = await tx
          .select({ name: workspaces.name })
          .from(workspaces)
          .where(eq(workspaces.id, joined.workspaceId));
        record({
          entityType: 'workspace',
          entityId: joined.workspaceId,
          workspaceId: joined.workspaceId,
          action: 'workspace.member_joined',
          message: `Joined workspace '${name}' as ${roleWithArticle(joined.role)}`,
          metadata: { invitationId, role: joined.role },
        });
        return { workspaceId: joined.workspaceId, touched: await memberIds(tx, joined.workspaceId) };
      });
      announceMembers(db, touched);
      const row = await findWorkspace(db, me.id, workspaceId);
      if (!row) throw notFound(NOT_FOUND_MESSAGES.workspace);
      return toWorkspace(row);
    },

    async declineInvitation(request) {
      const me = await invitee(db, requireUser(request).id);
      const { invitationId } = request.params;
      await mutate(db, me, async (tx, record) => {
        const row = await findInvitation(tx, invitationId);
        if (!row || row.kind !== 'email') throw notFound(MEMBER_MESSAGES.invitationNotFound);
        if (row.email !== me.email) {
          throw new HttpError(403, MEMBER_ERROR_TYPES.otherAddress, MEMBER_MESSAGES.otherAddress);
        }
        await deleteInvitation(tx, invitationId);
        record({
          entityType: 'workspace',
          entityId: row.workspaceId,
          workspaceId: row.workspaceId,
          action: 'workspace.invitation_declined',
          message: `Declined the invitation to join as ${roleWithArticle(row.role)}`,
          metadata: { invitationId, role: row.role },
        });
      });
      return { success: true };
    },
  };
}
