import type { AppContext } from '../app-context';
import { requireUser } from '../auth/bearer';
import { dashboardOf } from '../dashboard/dashboard';
import type { HandlerMap } from './handler-types';

// The dashboard's one operation (docs/product.md, "Dashboard"). Read fresh every time, not through
// the read cache: the page polls it while sessions run, to show their progress as it moves.

export function dashboardHandlers(ctx: AppContext): HandlerMap {
  return {
    getDashboard: async (request) =>
      dashboardOf(ctx.db, requireUser(request).id, (err) => request.log.warn({ err }, 'corrupt activity row skipped')),
  };
}
