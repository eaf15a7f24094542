import { CONFLICT_MESSAGES } from '../../src/domain/messages';
import { mutate } from '../activity/mutate';
import type { AppContext } from '../app-context';
import { permit } from '../access/authorize';
import { requireUser } from '../auth/bearer';
import type { CoScientist } from '../engine/co-scientist';
import { HttpError } from '../http/http-error';
import { sessionMetrics } from '../sessions/session-metrics';
import { toProgress } from '../sessions/session-progress';
import { findSession, markCancelled, toSession } from '../sessions/session-store';
import { createdByOf, peopleOf } from '../people/user-refs';
import type { HandlerMap } from './handler-types';
import { listWorkspaceSessionsHandler } from './session-list';
import { startSessionHandler } from './session-start';

export function sessionHandlers(ctx: AppContext, coScientist: CoScientist): HandlerMap {
  const { db } = ctx;
  return {
    startSession: startSessionHandler(ctx, coScientist),

    async getSessionProgress(request) {
      const { id: workspaceId, goalId, sessionId } = request.params;
      const found = await findSession(db, requireUser(request).id, sessionId);
      const row = found?.workspaceId === workspaceId && found.goalId === goalId ? found : undefined;
      return toProgress(permit(row, 'session', 'read'));
    },

    async getSession(request) {
      const row = permit(await findSession(db, requireUser(request).id, request.params.id), 'session', 'read');
      const session = toSession(row, request.query.includeEnhancedDetails === true);
      if (request.query.includeScoringData) session.metrics = await sessionMetrics(db, row);
      const people = await peopleOf(db, [row.userId]);
      return { ...session, ...createdByOf(people, row), role: row.role };
    },

    listWorkspaceSessions: listWorkspaceSessionsHandler(ctx),

    async cancelSession(request) {
      const user = requireUser(request);
      const id = request.params.id;
      const row = await mutate(db, user, async (tx, record) => {
        permit(await findSession(tx, user.id, id, { lock: true }), 'session', 'edit');
        const cancelled = await markCancelled(tx, id);
        if (!cancelled) throw new HttpError(409, 'conflict', CONFLICT_MESSAGES.sessionFinished);
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
