import { CONFLICT_MESSAGES, NOT_FOUND_MESSAGES } from '../../src/domain/messages';
import { mutate } from '../activity/mutate';
import type { AppContext } from '../app-context';
import { requireUser } from '../auth/bearer';
import type { CoScientist } from '../engine/co-scientist';
import { HttpError, notFound } from '../http/http-error';
import { sessionMetrics } from '../sessions/session-metrics';
import { toProgress } from '../sessions/session-progress';
import { findSession, markCancelled, toSession } from '../sessions/session-store';
import type { HandlerMap } from './handler-types';
import { listWorkspaceSessionsHandler } from './session-list';
import { startSessionHandler } from './session-start';

export function sessionHandlers(ctx: AppContext, coScientist: CoScientist): HandlerMap {
  const { db } = ctx;
  return {
    startSession: startSessionHandler(ctx, coScientist),

    async getSessionProgress(request) {
      const { id: workspaceId, goalId, sessionId } = request.params;
      const row = await findSession(db, requireUser(request).id, sessionId);
      if (!row || row.workspaceId !== workspaceId || row.goalId !== goalId) throw notFound(NOT_FOUND_MESSAGES.session);
      return toProgress(row);
    },

    async getSession(request) {
      const row = await findSession(db, requireUser(request).id, request.params.id);
      if (!row) throw notFound(NOT_FOUND_MESSAGES.session);
      const session = toSession(row, request.query.includeEnhancedDetails === true);
      if (request.query.includeScoringData) session.metrics = await sessionMetrics(db, row);
      return session;
    },

    listWorkspaceSessions: listWorkspaceSessionsHandler(ctx),

    async cancelSession(request) {
      const user = requireUser(request);
      const id = request.params.id;
      const row = await mutate(db, user, async (tx, record) => {
        const cancelled = await markCancelled(tx, user.id, id);
        if (!cancelled) {
          if (!(await findSession(tx, user.id, id))) throw notFound(NOT_FOUND_MESSAGES.session);
          throw new HttpError(409, 'conflict', CONFLICT_MESSAGES.sessionFinished);
        }
        record({
          entityType: 'session',
          entityId: id,
          action: 'session.cancelled',
          message: 'Session cancelled by the user',
          metadata: { workspaceId: cancelled.workspaceId, goalId: cancelled.goalId },
        });
        return cancelled;
      });
      // Committed already: a lost notification only means the step stops at its commit instead.
      await coScientist
        .cancel(id)
        .catch((error: unknown) => request.log.warn({ err: error }, 'could not announce a cancellation'));
      return toSession(row);
    },
  };
}
