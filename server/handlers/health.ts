import type { AppContext } from '../app-context';
import { readiness } from '../health/readiness';
import type { HandlerMap } from './handler-types';

// Public probes for load balancers and the assistant panel's status line (docs/architecture.md).
export function healthHandlers(ctx: AppContext): HandlerMap {
  return {
    // Liveness: the process answers. No database, so a slow database never restarts a healthy process.
    getHealth: async () => ({ status: 'ok', version: ctx.version }),
    async getReadiness(_request, reply) {
      const report = await readiness(ctx.db, ctx.config);
      reply.code(report.status === 'ok' ? 200 : 503);
      return report;
    },
  };
}
