import { toPaged } from '../../src/domain/paging';
import { mutate } from '../activity/mutate';
import type { AppContext } from '../app-context';
import { requireUser } from '../auth/bearer';
import { notFound } from '../http/http-error';
import {
  deleteWorkspace,
  findWorkspace,
  insertWorkspace,
  listWorkspaces,
  toWorkspace,
  updateWorkspace,
} from '../workspaces/workspace-store';
import type { HandlerMap } from './handler-types';

const WORKSPACE_NOT_FOUND = 'Workspace not found';

export function workspaceHandlers(ctx: AppContext): HandlerMap {
  const { db, readCache } = ctx;
  return {
    async listWorkspaces(request) {
      const { skip = 0, limit = 20 } = request.query;
      const userId = requireUser(request).id;
      return readCache.read(userId, `workspaces?skip=${skip}&limit=${limit}`, async () => {
        const { rows, total } = await listWorkspaces(db, userId, skip, limit);
        return toPaged(rows.map(toWorkspace), total, skip, limit);
      });
    },

    async getWorkspace(request) {
      const userId = requireUser(request).id;
      const workspace = await readCache.read(userId, `workspace/${request.params.id}`, async () => {
        const row = await findWorkspace(db, userId, request.params.id);
        return row ? toWorkspace(row) : null;
      });
      if (!workspace) throw notFound(WORKSPACE_NOT_FOUND);
      return workspace;
    },

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
      return toWorkspace(row);
    },

    async updateWorkspace(request) {
      const user = requireUser(request);
      const row = await mutate(db, user, async (tx, record) => {
        const updated = await updateWorkspace(tx, user.id, request.params.id, request.body);
        if (!updated) throw notFound(WORKSPACE_NOT_FOUND);
        record({
          entityType: 'workspace',
          entityId: updated.id,
          action: 'workspace.updated',
          message: `Updated workspace '${updated.name}'`,
          metadata: { fields: Object.keys(request.body).sort() },
        });
        return updated;
      });
      return toWorkspace(row);
    },

    async deleteWorkspace(request) {
      const user = requireUser(request);
      await mutate(db, user, async (tx, record) => {
        const deleted = await deleteWorkspace(tx, user.id, request.params.id);
        if (!deleted) throw notFound(WORKSPACE_NOT_FOUND);
        record({
          entityType: 'workspace',
          entityId: deleted.id,
          action: 'workspace.deleted',
          message: `Deleted workspace '${deleted.name}'`,
          metadata: { name: deleted.name },
        });
      });
      return { success: true };
    },
  };
}
