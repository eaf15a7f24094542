import { NOT_FOUND_MESSAGES } from '../../src/domain/messages';
import type { AppContext } from '../app-context';
import { workspaceAnalytics } from '../analytics/workspace-analytics';
import { requireUser } from '../auth/bearer';
import { notFound } from '../http/http-error';
import { findWorkspace } from '../workspaces/workspace-store';
import type { HandlerMap } from './handler-types';

// Visualization's operations: a workspace's analytics (docs/product.md, "Workspace analytics").

export function analyticsHandlers(ctx: AppContext): HandlerMap {
  const { db } = ctx;
  return {
    async getWorkspaceAnalytics(request) {
      const userId = requireUser(request).id;
      const workspaceId = request.params.id;
      // Another user's workspace is not found, in the words every workspace read uses.
      if (!(await findWorkspace(db, userId, workspaceId))) throw notFound(NOT_FOUND_MESSAGES.workspace);
      return workspaceAnalytics(db, { userId, workspaceId }, ctx.config.llm.usdPerMillionTokens);
    },
  };
}
