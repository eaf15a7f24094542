import { pageToSkipLimit, toPaged } from '../../src/domain/paging';
import type { AppContext } from '../app-context';
import { authorize, permit } from '../access/authorize';
import { requireUser } from '../auth/bearer';
import { commentCounts } from '../comments/comment-store';
import { findWorkflow, listWorkspaceWorkflows, toWorkflow, toWorkflowSummary } from '../workflows/workflow-store';
import type { HandlerMap } from './handler-types';

// A workspace's workflows and one workflow with its graph (docs/product.md, "Workflows").

export function workflowHandlers(ctx: AppContext): HandlerMap {
  const { db } = ctx;
  return {
    async listWorkspaceWorkflows(request) {
      const userId = requireUser(request).id;
      await authorize(db, userId, { workspace: request.params.workspaceId }, 'read');
      const { skip, limit } = pageToSkipLimit(request.query.page, request.query.pageSize);
      const { workspaceId } = request.params;
      const { rows, total } = await listWorkspaceWorkflows(db, workspaceId, skip, limit);
      const ids = rows.map((r) => r.workflow.id);
      const comments = await commentCounts(db, [workspaceId], 'workflow', ids);
      return toPaged(
        rows.map((r) => ({ ...toWorkflowSummary(r.workflow, r), commentCount: comments.get(r.workflow.id) ?? 0 })),
        total,
        skip,
        limit,
      );
    },

    async getWorkflow(request) {
      const row = permit(
        await findWorkflow(db, requireUser(request).id, request.params.workflowId),
        'workflow',
        'read',
      );
      return toWorkflow(row.workflow, row);
    },
  };
}
