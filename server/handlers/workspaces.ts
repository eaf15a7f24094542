import { NOT_FOUND_MESSAGES } from '../../src/domain/messages';
import { DEFAULT_PAGE_SIZE, toPaged } from '../../src/domain/paging';
import type { AppContext } from '../app-context';
import { requireUser } from '../auth/bearer';
import { notFound } from '../http/http-error';
import { findWorkspace, listWorkspaces, toWorkspace } from '../workspaces/workspace-store';
import type { HandlerMap } from './handler-types';
import { invitationHandlers } from './invitations';
import { inviteeHandlers } from './invitee';
import { memberHandlers } from './members';
import { commentHandlers } from './comments';
import { workspaceMutationHandlers } from './workspace-mutations';

export function workspaceHandlers(ctx: AppContext): HandlerMap {
  const { db, readCache } = ctx;
  return {
    async listWorkspaces(request) {
      const { skip = 0, limit = DEFAULT_PAGE_SIZE } = request.query;
      const userId = requireUser(request).id;
      return readCache.read(userId, `workspaces?skip=${skip}&limit=${limit}`, async () => {
        const { rows, total } = await listWorkspaces(db, userId, skip, limit);
        return toPaged(rows.map(toWorkspace), total, skip, limit);
      });
    },

    // Not cached: it joins the caller's membership, which must count from the next request on
    // every instance once a member is removed (docs/decisions/013-workspace-permissions.md).
    async getWorkspace(request) {
      const row = await findWorkspace(db, requireUser(request).id, request.params.id);
      if (!row) throw notFound(NOT_FOUND_MESSAGES.workspace);
      return toWorkspace(row);
    },

    ...workspaceMutationHandlers(ctx),
    // Members and invitations (decision 013, step 2), under the contract's collaboration tag.
    ...memberHandlers(ctx),
    ...invitationHandlers(ctx),
    ...commentHandlers(ctx),
    ...inviteeHandlers(ctx),
  };
}
