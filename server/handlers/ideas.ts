import { pageToSkipLimit, toPaged } from '../../src/domain/paging';
import { canTransition, transitionRefusal } from '../../src/domain/idea-lifecycle';
import { VALIDATION_MESSAGES } from '../../src/domain/messages';
import { isUuid } from '../../src/domain/uuid';
import { mutate } from '../activity/mutate';
import type { AppContext } from '../app-context';
import { requireUser } from '../auth/bearer';
import type { CoScientist } from '../engine/co-scientist';
import { loadSession } from '../engine/engine-store';
import { findOwnedGoal } from '../goals/goal-store';
import { badRequest, HttpError, notFound } from '../http/http-error';
import { findIdea, listSessionIdeas, reviewsOf, setIdeaStatus, toIdea } from '../ideas/idea-store';
import { refreshIdea } from '../ideas/refresh-idea';
import { insertUserIdea } from '../ideas/user-idea';
import { findSession } from '../sessions/session-store';
import { GOAL_NOT_FOUND } from './goals';
import type { HandlerMap } from './handler-types';
import { SESSION_NOT_FOUND } from './sessions';

export const IDEA_NOT_FOUND = 'Idea not found';

// Spec section 5 words for refresh, vibe and vibe status: the contract leaves these ids
// unchecked so the answer carries this message instead of the validator's.
export function requireIdeaUuid(id: string): void {
  if (!isUuid(id)) throw badRequest(VALIDATION_MESSAGES.invalidIdeaId, 'validation_error');
}

export function ideaHandlers(ctx: AppContext, coScientist: CoScientist): HandlerMap {
  const { db } = ctx;
  return {
    async listSessionIdeas(request) {
      const userId = requireUser(request).id;
      const session = await findSession(db, userId, request.params.sessionId);
      if (!session) throw notFound(SESSION_NOT_FOUND);
      const { skip, limit } = pageToSkipLimit(request.query.page, request.query.pageSize);
      const { rows, total } = await listSessionIdeas(db, userId, session.id, skip, limit);
      return toPaged(rows.map((row) => toIdea(row, session)), total, skip, limit);
    },

    async getIdea(request) {
      const userId = requireUser(request).id;
      const found = await findIdea(db, userId, request.params.id);
      if (!found) throw notFound(IDEA_NOT_FOUND);
      const reviews = request.query.include_scoring_data ? await reviewsOf(db, userId, found.idea.id) : undefined;
      return toIdea(found.idea, found.session, reviews);
    },

    async refreshIdea(request) {
      const userId = requireUser(request).id;
      requireIdeaUuid(request.params.id);
      const found = await findIdea(db, userId, request.params.id);
      if (!found) throw notFound(IDEA_NOT_FOUND);
      const loaded = await loadSession(db, found.session.id);
      if (!loaded) throw notFound(IDEA_NOT_FOUND);
      let agents;
      try {
        agents = coScientist.agentsFor(found.session);
      } catch (error) {
        throw new HttpError(503, 'service_unavailable', (error as Error).message);
      }
      const row = await refreshIdea(db, agents, found.idea, found.session, loaded.goal);
      return toIdea(row, found.session, await reviewsOf(db, userId, row.id));
    },

    async createIdeaForGoal(request, reply) {
      const user = requireUser(request);
      const body = request.body ?? {};
      const row = await mutate(db, user, async (tx, record) => {
        const goal = await findOwnedGoal(tx, user.id, request.params.goalId);
        if (!goal) throw notFound(GOAL_NOT_FOUND);
        const session = goal.currentSessionId ? await findSession(tx, user.id, goal.currentSessionId) : undefined;
        if (!session) throw new HttpError(409, 'conflict', 'Start a Co-Scientist session for this goal before adding ideas to it');
        const title = body.title?.trim() || `My idea for '${goal.title}'`;
        const idea = await insertUserIdea(tx, session, { title, summary: body.summary ?? '' });
        record({
          entityType: 'idea',
          entityId: idea.id,
          action: 'idea.created',
          message: `Added idea '${title}' to the session at Elo 1200`,
          metadata: { workspaceId: goal.workspaceId, goalId: goal.id, sessionId: session.id },
        });
        return { idea, session };
      });
      reply.code(201);
      return toIdea(row.idea, row.session);
    },

    async selectIdea(request) {
      const user = requireUser(request);
      const to = request.body?.status ?? 'selected';
      const row = await mutate(db, user, async (tx, record) => {
        const found = await findIdea(tx, user.id, request.params.id);
        if (!found) throw notFound(IDEA_NOT_FOUND);
        const from = found.idea.status;
        if (!canTransition(from, to)) throw new HttpError(409, 'conflict', transitionRefusal(from, to));
        const updated = await setIdeaStatus(tx, user.id, found.idea.id, from, to);
        if (!updated) throw new HttpError(409, 'conflict', 'The idea changed meanwhile; reload it and try again');
        record({
          entityType: 'idea',
          entityId: updated.id,
          action: 'idea.status_changed',
          message: `Moved idea '${updated.title}' from ${from} to ${to}`,
          metadata: { workspaceId: found.session.workspaceId, goalId: found.session.goalId, sessionId: found.session.id, from, to },
        });
        return { idea: updated, session: found.session };
      });
      return toIdea(row.idea, row.session);
    },
  };
}
