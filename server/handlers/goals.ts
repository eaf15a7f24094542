import { NOT_FOUND_MESSAGES, REQUEST_MESSAGES } from '../../src/domain/messages';
import { DEFAULT_PAGE_SIZE, toPaged } from '../../src/domain/paging';
import { mutate } from '../activity/mutate';
import type { AppContext } from '../app-context';
import { authorize, permit } from '../access/authorize';
import { requireUser } from '../auth/bearer';
import { enrichGoals } from '../goals/goal-enrichment';
import { findGoal, insertGoal, listGoals, toGoal, updateGoal } from '../goals/goal-store';
import { badRequest, notFound } from '../http/http-error';
import { withCreatedBy } from '../people/user-refs';
import type { HandlerMap } from './handler-types';

export function goalHandlers(ctx: AppContext): HandlerMap {
  const { db } = ctx;
  return {
    async listGoals(request) {
      const userId = requireUser(request).id;
      const { skip = 0, limit = DEFAULT_PAGE_SIZE, ...include } = request.query;
      const { role } = await authorize(db, userId, { workspace: request.params.id }, 'read');
      const { rows, total } = await listGoals(db, request.params.id, skip, limit);
      const items = await withCreatedBy(db, await enrichGoals(db, rows, include));
      return { ...toPaged(items, total, skip, limit), role };
    },

    async getGoal(request) {
      const { id: workspaceId, goalId } = request.params;
      const row = await findGoal(db, requireUser(request).id, goalId, { workspaceId });
      const found = permit(row, 'goal', 'read');
      const [goal] = await withCreatedBy(db, [toGoal(found)]);
      return { ...goal, role: found.role };
    },

    async createGoal(request, reply) {
      const user = requireUser(request);
      const workspaceId = request.params.id;
      // The SPA sends the workspace twice (path and body); two different ones is a mistake.
      if (request.body.workspaceId !== undefined && request.body.workspaceId !== workspaceId) {
        throw badRequest(REQUEST_MESSAGES.workspaceIdMismatch, 'validation_error');
      }
      const row = await mutate(db, user, async (tx, record) => {
        await authorize(tx, user.id, { workspace: workspaceId }, 'edit', { lock: true });
        const created = await insertGoal(tx, user.id, workspaceId, request.body);
        record({
          entityType: 'goal',
          entityId: created.id,
          action: 'goal.created',
          message: `Created goal '${created.title}'`,
          metadata: { workspaceId },
        });
        return created;
      });
      reply.code(201);
      return toGoal(row);
    },

    async updateGoal(request) {
      const user = requireUser(request);
      const { id: workspaceId, goalId } = request.params;
      const row = await mutate(db, user, async (tx, record) => {
        permit(await findGoal(tx, user.id, goalId, { workspaceId, lock: true }), 'goal', 'edit');
        const updated = await updateGoal(tx, goalId, request.body);
        if (!updated) throw notFound(NOT_FOUND_MESSAGES.goal);
        record({
          entityType: 'goal',
          entityId: updated.id,
          action: 'goal.updated',
          message: `Updated goal '${updated.title}'`,
          metadata: { workspaceId, fields: Object.keys(request.body).sort() },
        });
        return updated;
      });
      return toGoal(row);
    },
  };
}
