import { NOT_FOUND_MESSAGES } from '../../src/domain/messages';
import { mutate } from '../activity/mutate';
import type { AppContext } from '../app-context';
import { authorize } from '../access/authorize';
import { requireUser } from '../auth/bearer';
import { notFound } from '../http/http-error';
import { ownedFilesInWorkspace, removeOwnedFiles } from '../files/stored-files';
import { deleteWorkspace, insertWorkspace, toWorkspace, updateWorkspace } from '../workspaces/workspace-store';
import type { HandlerMap } from './handler-types';

// Writes go through mutate so each change and its activity row commit together; reads stay in workspaces.ts.
export function workspaceMutationHandlers(ctx: AppContext): HandlerMap {
  const { db } = ctx;
  return {
    async createWorkspace(request, reply) {
      const user = requireUser(request);
      const row = await mutate(db, user, async (tx, record) => {
        const created = await insertWorkspace(tx, user.id, request.body);
        record({
          entityType: 'workspace',
          entityId: created.id,
          action: 'workspace.created',
          message: `Created workspace '${created.name}'`,
          metadata: { name: created.name },
        });
        return created;
      });
      reply.code(201);
      return toWorkspace({ ...row, role: 'owner' });
    },

    async updateWorkspace(request) {
      const user = requireUser(request);
      const row = await mutate(db, user, async (tx, record) => {
        const { role } = await authorize(tx, user.id, { workspace: request.params.id }, 'manage', { lock: true });
        const updated = await updateWorkspace(tx, request.params.id, request.body);
        if (!updated) throw notFound(NOT_FOUND_MESSAGES.workspace);
        record({
          entityType: 'workspace',
          entityId: updated.id,
          action: 'workspace.updated',
          message: `Updated workspace '${updated.name}'`,
          metadata: { fields: Object.keys(request.body).sort() },
        });
        return { ...updated, role };
      });
      return toWorkspace(row);
    },

    async deleteWorkspace(request) {
      const user = requireUser(request);
      // Its runs' artifacts and its ideas' coding-session repositories go after the commit.
      const owned = await mutate(db, user, async (tx, record) => {
        await authorize(tx, user.id, { workspace: request.params.id }, 'delete', { lock: true });
        const files = await ownedFilesInWorkspace(tx, request.params.id);
        const deleted = await deleteWorkspace(tx, request.params.id);
        if (!deleted) throw notFound(NOT_FOUND_MESSAGES.workspace);
        record({
          entityType: 'workspace',
          entityId: deleted.id,
          action: 'workspace.deleted',
          message: `Deleted workspace '${deleted.name}'`,
          metadata: { name: deleted.name },
        });
        return files;
      });
      await removeOwnedFiles(ctx.config, owned, request.log);
      return { success: true };
    },
  };
}
