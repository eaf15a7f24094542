import { and, eq, inArray } from 'drizzle-orm';
import { toPaged } from '../../src/domain/paging';
import { mutate } from '../activity/mutate';
import type { AppContext } from '../app-context';
import { requireUser } from '../auth/bearer';
import { goals } from '../db/schema';
import type { CoScientist } from '../engine/co-scientist';
import { attachSession, findGoal } from '../goals/goal-store';
import { badRequest, HttpError, notFound } from '../http/http-error';
import { instanceFullPath, sessionConfig, sessionFullPath } from '../sessions/session-config';
import { sessionMetrics } from '../sessions/session-metrics';
import { toProgress } from '../sessions/session-progress';
import { findSession, ideaStats, insertSession, isTerminal, listSessions, markCancelled, sessionName, statsOr, toSession } from '../sessions/session-store';
import { findWorkspace } from '../workspaces/workspace-store';
import { GOAL_NOT_FOUND, WORKSPACE_NOT_FOUND } from './goals';
import type { HandlerMap } from './handler-types';

export const SESSION_NOT_FOUND = 'Session not found';

export function sessionHandlers(ctx: AppContext, coScientist: CoScientist): HandlerMap {
  const { db } = ctx;
  return {
    async startSession(request) {
      const user = requireUser(request);
      const { id: workspaceId, goalId } = request.params;
      if (request.body.goalId !== goalId) throw badRequest('goalId: must match the goal in the path', 'validation_error');
      const config = sessionConfig(request.body);
      const row = await mutate(db, user, async (tx, record) => {
        const goal = await findGoal(tx, user.id, workspaceId, goalId);
        if (!goal) throw notFound(GOAL_NOT_FOUND);
        const current = goal.currentSessionId ? await findSession(tx, user.id, goal.currentSessionId) : undefined;
        if (current && !isTerminal(current.status)) throw new HttpError(409, 'conflict', 'A session is already running for this goal');
        const session = await insertSession(tx, { userId: user.id, goalId, workspaceId, engine: coScientist.engine, config });
        await attachSession(tx, user.id, goalId, session.id);
        const metadata = { workspaceId, goalId, engine: session.engine, numberOfIdeas: config.numberOfIdeas, rounds: config.budget.rounds };
        record({ entityType: 'session', entityId: session.id, action: 'session.created', message: `Started a Co-Scientist session for '${goal.title}' (${session.engine} engine)`, metadata });
        record({ entityType: 'goal', entityId: goalId, action: 'goal.session_started', message: `Goal '${goal.title}' is generating ideas`, metadata: { workspaceId, sessionId: session.id } });
        return session;
      });
      // After commit: the job names a row that exists. If this fails the session stays queued
      // and the next worker start-up enqueues it.
      await coScientist.begin(row.id);
      return toSession(row);
    },

    async getSessionProgress(request) {
      const { id: workspaceId, goalId, sessionId } = request.params;
      const row = await findSession(db, requireUser(request).id, sessionId);
      if (!row || row.workspaceId !== workspaceId || row.goalId !== goalId) throw notFound(SESSION_NOT_FOUND);
      return toProgress(row);
    },

    async getSession(request) {
      const row = await findSession(db, requireUser(request).id, request.params.id);
      if (!row) throw notFound(SESSION_NOT_FOUND);
      const session = toSession(row, request.query.includeEnhancedDetails === true);
      if (request.query.includeScoringData) session.metrics = await sessionMetrics(db, row);
      return session;
    },

    async listWorkspaceSessions(request) {
      const userId = requireUser(request).id;
      const { skip = 0, limit = 20, includeResourcePaths } = request.query;
      if (!(await findWorkspace(db, userId, request.params.id))) throw notFound(WORKSPACE_NOT_FOUND);
      const { rows, total } = await listSessions(db, userId, request.params.id, skip, limit);
      const ids = rows.map((r) => r.id);
      const goalIds = [...new Set(rows.map((r) => r.goalId))];
      const [stats, titles] = await Promise.all([
        ideaStats(db, userId, ids),
        goalIds.length ? db.select({ id: goals.id, title: goals.title }).from(goals).where(and(eq(goals.userId, userId), inArray(goals.id, goalIds))) : Promise.resolve([]),
      ]);
      const titleOf = new Map(titles.map((g) => [g.id, g.title]));
      const items = rows.map((row) => {
        const s = statsOr(stats, row.id);
        return {
          id: row.id,
          sessionName: sessionName(row, titleOf.get(row.goalId)),
          status: row.status,
          goalId: row.goalId,
          createdAt: row.createdAt.toISOString(),
          stats: { numIdeas: s.numIdeas, avgEloRating: s.avgEloRating },
          ...(includeResourcePaths && { sessionFullPath: sessionFullPath(row), instanceFullPath: instanceFullPath(row) }),
        };
      });
      return toPaged(items, total, skip, limit);
    },

    async cancelSession(request) {
      const user = requireUser(request);
      const id = request.params.id;
      const row = await mutate(db, user, async (tx, record) => {
        const cancelled = await markCancelled(tx, user.id, id);
        if (!cancelled) {
          if (!(await findSession(tx, user.id, id))) throw notFound(SESSION_NOT_FOUND);
          throw new HttpError(409, 'conflict', 'The session has already finished');
        }
        record({ entityType: 'session', entityId: id, action: 'session.cancelled', message: 'Session cancelled by the user', metadata: { workspaceId: cancelled.workspaceId, goalId: cancelled.goalId } });
        return cancelled;
      });
      coScientist.cancel(id);
      return toSession(row);
    },
  };
}
