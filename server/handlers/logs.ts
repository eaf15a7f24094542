import { listActivity } from '../activity/list-activity';
import type { AppContext } from '../app-context';
import { requireUser } from '../auth/bearer';
import type { HandlerMap } from './handler-types';

export function logsHandlers(ctx: AppContext): HandlerMap {
  return {
    listLogs: async (request) =>
      listActivity(ctx.db, requireUser(request).id, request.query, (err) =>
        request.log.warn({ err }, 'corrupt activity row skipped'),
      ),
  };
}
