import type { AppContext } from '../app-context';
import { workspaceAnalytics } from '../analytics/workspace-analytics';
import { authorize } from '../access/authorize';
import { requireUser } from '../auth/bearer';
import type { HandlerMap } from './handler-types';

// Visualization's operations: a workspace's analytics (docs/product.md, "Workspace analytics").

export function analyticsHandlers(ctx: AppContext): HandlerMap {
  const { db } = ctx;
  return {
    async getWorkspaceAnalytics(request) {
      const userId = requireUser(request).id;
      const workspaceId = request.params.id;
      // A workspace the caller is no member of is not found, in the words every workspace read uses.
      await authorize(db, userId, { workspace: workspaceId }, 'read');
      return workspaceAnalytics(db, { workspaceId }, ctx.config.llm.usdPerMillionTokens);
    },
  };
}
