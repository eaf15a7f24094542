import { INVITATION_LIMITS, MEMBER_MESSAGES, roleWithArticle } from '../../src/domain/member-messages';
import { authorize } from '../access/authorize';
import { mutate } from '../activity/mutate';
import type { AppContext } from '../app-context';
import { requireUser } from '../auth/bearer';
import { findUser } from '../auth/users';
import type { Database } from '../db/connect';
import { notFound } from '../http/http-error';
import { sendInvitationNotice } from '../mail/invitation-notice';
import { noticeStatuses } from '../mail/notice-status';
import { managing, refuseInvitingMember } from '../members/invitation-checks';
import { noticeInvitation } from '../notifications/invitation-notices';
import {
  hashInvitationSecret,
  insertInvitation,
  listPendingInvitations,
  newInvitationSecret,
  revokeInvitation,
  toInvitation,
} from '../members/invitation-store';
import type { HandlerMap } from './handler-types';

// Invitations by e-mail and by link (docs/decisions/013-workspace-permissions.md, §1): owners
// create, list and revoke them; the invitee accepts or declines. An e-mail invitation waits in the
// invitee's inbox for their next sign-in with that address; with SMTP_URL set, a notice is mailed
// to them as well (server/mail/).

async function creatorName(db: Database, userId: string) {
  return (await findUser(db, userId))?.name ?? null;
}

function creating(ctx: AppContext): HandlerMap {
  const { db } = ctx;
  return {
    async inviteByEmail(request, reply) {
      const user = requireUser(request);
      const { id } = request.params;
      const email = request.body.email.trim().toLowerCase();
      const row = await mutate(db, user, async (tx, record) => {
        const name = await managing(tx, user.id, id);
        await refuseInvitingMember(tx, id, email);
        const hours = INVITATION_LIMITS.emailDays * 24;
        const created = await insertInvitation(tx, {
          workspaceId: id,
          kind: 'email',
          email,
          role: request.body.role,
          createdBy: user.id,
          expiresInHours: hours,
        });
        const notice = { invitationId: created.id, workspaceId: id, workspaceName: name, email, inviterId: user.id };
        await noticeInvitation(tx, { ...notice, role: created.role });
        record({
          entityType: 'workspace',
          entityId: id,
          workspaceId: id,
          action: 'workspace.invitation_sent',
          message: `Invited ${email} to workspace '${name}' as ${roleWithArticle(created.role)}`,
          metadata: { invitationId: created.id, role: created.role },
        });
        return { created, name };
      });
      const inviter = { id: user.id, name: (await creatorName(db, user.id)) ?? 'A member' };
      // After the commit, and not awaited: a slow or refusing mail server never holds up or undoes the invitation.
      void sendInvitationNotice(db, ctx.config.mail, request.log, {
        invitationId: row.created.id,
        workspaceId: id,
        workspaceName: row.name,
        email,
        role: row.created.role,
        inviter,
      });
      reply.code(201);
      return toInvitation(row.created, inviter.name);
    },
  };
}

function linking(ctx: AppContext): HandlerMap {
  const { db } = ctx;
  return {
    async createInvitationLink(request, reply) {
      const user = requireUser(request);
      const { id } = request.params;
      const {
        role,
        expiresInHours = INVITATION_LIMITS.linkHours.default,
        maxUses = INVITATION_LIMITS.linkUses.default,
      } = request.body;
      const secret = newInvitationSecret();
      const row = await mutate(db, user, async (tx, record) => {
        const name = await managing(tx, user.id, id);
        const created = await insertInvitation(tx, {
          workspaceId: id,
          kind: 'link',
          role,
          secretHash: hashInvitationSecret(secret),
          maxUses,
          createdBy: user.id,
          expiresInHours,
        });
        record({
          entityType: 'workspace',
          entityId: id,
          workspaceId: id,
          action: 'workspace.invitation_link_created',
          message: `Created an invitation link to workspace '${name}' as ${roleWithArticle(role)}`,
          metadata: { invitationId: created.id, role, maxUses, expiresInHours },
        });
        return created;
      });
      reply.code(201);
      return { invitation: toInvitation(row, await creatorName(db, user.id)), path: `/invite/${row.id}#${secret}` };
    },
  };
}

/** The pending list and revoking, beside making invitations. */
export function invitationHandlers(ctx: AppContext): HandlerMap {
  const { db } = ctx;
  return {
    async listInvitations(request) {
      const { id } = request.params;
      await authorize(db, requireUser(request).id, { workspace: id }, 'manage');
      const items = await listPendingInvitations(db, id);
      const notices = await noticeStatuses(
        db,
        id,
        items.filter((i) => i.kind === 'email').map((i) => i.id),
      );
      return { items: items.map((i) => (notices.has(i.id) ? { ...i, notice: notices.get(i.id) } : i)) };
    },

    async revokeInvitation(request) {
      const user = requireUser(request);
      const { id, invitationId } = request.params;
      await mutate(db, user, async (tx, record) => {
        await authorize(tx, user.id, { workspace: id }, 'manage', { lock: true });
        const revoked = await revokeInvitation(tx, id, invitationId);
        if (!revoked) throw notFound(MEMBER_MESSAGES.invitationNotFound);
        record({
          entityType: 'workspace',
          entityId: id,
          workspaceId: id,
          action: 'workspace.invitation_revoked',
          message: revoked.email ? `Revoked the invitation of ${revoked.email}` : 'Revoked an invitation link',
          metadata: { invitationId, kind: revoked.kind },
        });
      });
      return { success: true };
    },
    ...creating(ctx),
    ...linking(ctx),
  };
}
