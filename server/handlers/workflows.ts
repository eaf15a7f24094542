import { pageToSkipLimit, toPaged } from '../../src/domain/paging';
import type { AppContext } from '../app-context';
import { authorize, permit } from '../access/authorize';
import { requireUser } from '../auth/bearer';
import { commentCounts } from '../comments/comment-store';
import { findWorkflow, listWorkspaceWorkflows, toWorkflow, toWorkflowSummary } from '../workflows/workflow-store';
import { createdByOf, peopleOf } from '../people/user-refs';
import type { HandlerMap } from './handler-types';

// A workspace's workflows and one workflow with its graph (docs/product.md, "Workflows").

export function workflowHandlers(ctx: AppContext): HandlerMap {
  const { db } = ctx;
  return {
    async listWorkspaceWorkflows(request) {
      const userId = requireUser(request).id;
      const { role } = await authorize(db, userId, { workspace: request.params.workspaceId }, 'read');
      const { skip, limit } = pageToSkipLimit(request.query.page, request.query.pageSize);
      const { workspaceId } = request.params;
      const { rows, total } = await listWorkspaceWorkflows(db, workspaceId, skip, limit);
      const ids = rows.map((r) => r.workflow.id);
      const comments = await commentCounts(db, [workspaceId], 'workflow', ids);
      const people = await peopleOf(
        db,
        rows.map((r) => r.workflow.userId),
      );
      return {
        ...toPaged(
          rows.map((r) => ({
            ...toWorkflowSummary(r.workflow, r),
            ...createdByOf(people, r.workflow),
            commentCount: comments.get(r.workflow.id) ?? 0,
          })),
          total,
          skip,
          limit,
        ),
        role,
      };
    },

    async getWorkflow(request) {
      const row = permit(
        await findWorkflow(db, requireUser(request).id, request.params.workflowId),
        'workflow',
        'read',
      );
      const people = await peopleOf(db, [row.workflow.userId]);
      return { ...toWorkflow(row.workflow, row), ...createdByOf(people, row.workflow), role: row.role };
    },
  };
}
