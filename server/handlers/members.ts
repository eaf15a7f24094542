import { MEMBER_MESSAGES, roleWithArticle } from '../../src/domain/member-messages';
import { NOT_FOUND_MESSAGES } from '../../src/domain/messages';
import { authorize } from '../access/authorize';
import { mutate } from '../activity/mutate';
import type { AppContext } from '../app-context';
import { requireUser } from '../auth/bearer';
import type { Transaction } from '../db/connect';
import { notFound } from '../http/http-error';
import { announceMembers } from '../members/announce';
import {
  deleteMember,
  findMember,
  keepAnOwner,
  listMembers,
  lockWorkspace,
  memberIds,
  setMemberRole,
} from '../members/member-store';
import type { HandlerMap } from './handler-types';

// Members of a workspace: the list (any member), a role changed or a member removed (owners),
// leaving (any member). The last owner can neither leave, be demoted nor be removed
// (docs/decisions/013-workspace-permissions.md, §1).

/**
 * Locks the workspace row, then checks the caller's role, holding their membership: two owners
 * changing members at once take turns instead of deadlocking. Answers the members before the
 * change, whose cached lists it touches.
 */
async function lockedFor(tx: Transaction, userId: string, workspaceId: string, action: 'read' | 'manage') {
  const name = await lockWorkspace(tx, workspaceId);
  if (name === null) throw notFound(NOT_FOUND_MESSAGES.workspace);
  await authorize(tx, userId, { workspace: workspaceId }, action, { lock: true });
  return { name, touched: await memberIds(tx, workspaceId) };
}

async function targetMember(tx: Transaction, workspaceId: string, userId: string) {
  const member = await findMember(tx, workspaceId, userId);
  if (!member) throw notFound(MEMBER_MESSAGES.memberNotFound);
  return member;
}

/** An activity row about the workspace, seen by its members. */
const aboutWorkspace = (workspaceId: string) => ({
  entityType: 'workspace' as const,
  entityId: workspaceId,
  workspaceId,
});

export function memberHandlers(ctx: AppContext): HandlerMap {
  const { db } = ctx;
  return {
    ...leaving(ctx),
    async listMembers(request) {
      const { role } = await authorize(db, requireUser(request).id, { workspace: request.params.id }, 'read');
      return { role, items: await listMembers(db, request.params.id) };
    },

    async changeMemberRole(request) {
      const user = requireUser(request);
      const { id, userId } = request.params;
      const { role } = request.body;
      const { member, touched } = await mutate(db, user, async (tx, record) => {
        const locked = await lockedFor(tx, user.id, id, 'manage');
        const before = await targetMember(tx, id, userId);
        if (role !== 'owner') await keepAnOwner(tx, id, before);
        await setMemberRole(tx, id, userId, role);
        record({
          ...aboutWorkspace(id),
          action: 'workspace.member_role_changed',
          message: `Made '${before.name}' ${roleWithArticle(role)} of workspace '${locked.name}'`,
          metadata: { memberId: userId, from: before.role, to: role },
        });
        return { member: { ...before, role }, touched: locked.touched };
      });
      announceMembers(db, touched);
      return member;
    },

    async removeMember(request) {
      const user = requireUser(request);
      const { id, userId } = request.params;
      const touched = await mutate(db, user, async (tx, record) => {
        const locked = await lockedFor(tx, user.id, id, 'manage');
        const member = await targetMember(tx, id, userId);
        await keepAnOwner(tx, id, member);
        await deleteMember(tx, id, userId);
        record({
          ...aboutWorkspace(id),
          action: 'workspace.member_removed',
          message: `Removed '${member.name}' from workspace '${locked.name}'`,
          metadata: { memberId: userId, role: member.role },
        });
        return locked.touched;
      });
      announceMembers(db, touched);
      return { success: true };
    },
  };
}

/** Any member may leave, but the last owner. */
function leaving({ db }: AppContext): HandlerMap {
  return {
    async leaveWorkspace(request) {
      const user = requireUser(request);
      const { id } = request.params;
      const touched = await mutate(db, user, async (tx, record) => {
        const locked = await lockedFor(tx, user.id, id, 'read');
        const me = await targetMember(tx, id, user.id);
        await keepAnOwner(tx, id, me);
        await deleteMember(tx, id, user.id);
        record({
          ...aboutWorkspace(id),
          action: 'workspace.member_left',
          message: `Left workspace '${locked.name}'`,
          metadata: { role: me.role },
        });
        return locked.touched;
      });
      announceMembers(db, touched);
      return { success: true };
    },
  };
}
