import { statusChangeRefusal } from '../../src/domain/idea-lifecycle';
import { INITIAL_ELO } from '../../src/domain/elo';
import { CONFLICT_MESSAGES } from '../../src/domain/messages';
import { mutate } from '../activity/mutate';
import type { AppContext } from '../app-context';
import { permit } from '../access/authorize';
import { requireUser } from '../auth/bearer';
import { findGoal } from '../goals/goal-store';
import { HttpError } from '../http/http-error';
import { archivedFrom } from '../ideas/archived-from';
import { findIdea, setIdeaStatus, toIdea } from '../ideas/idea-store';
import { insertUserIdea } from '../ideas/user-idea';
import { sessionById } from '../sessions/session-store';
import type { HandlerMap } from './handler-types';

// Writes to ideas by a member who may edit them: each runs in mutate so the change and its activity
// row commit together, with the membership held until then.
export function ideaMutationHandlers(ctx: AppContext): HandlerMap {
  const { db } = ctx;
  return {
    async createIdeaForGoal(request, reply) {
      const user = requireUser(request);
      const body = request.body ?? {};
      const row = await mutate(db, user, async (tx, record) => {
        const goal = permit(await findGoal(tx, user.id, request.params.goalId, { lock: true }), 'goal', 'edit');
        const session = goal.currentSessionId ? await sessionById(tx, goal.currentSessionId) : undefined;
        if (!session) throw new HttpError(409, 'conflict', CONFLICT_MESSAGES.ideaNeedsSession);
        const title = body.title?.trim() || `My idea for '${goal.title}'`;
        const idea = await insertUserIdea(tx, session, { title, summary: body.summary ?? '' });
        record({
          entityType: 'idea',
          entityId: idea.id,
          action: 'idea.created',
          message: `Added idea '${title}' to the session at Elo ${INITIAL_ELO}`,
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
        const found = permit(await findIdea(tx, user.id, request.params.id, { lock: true }), 'idea', 'edit');
        const from = found.idea.status;
        // Unarchiving returns the idea to where it was archived from, and nowhere else.
        const before =
          from === 'archived'
            ? await archivedFrom(tx, { id: found.idea.id, workspaceId: found.session.workspaceId })
            : undefined;
        const refusal = statusChangeRefusal(from, to, before);
        if (refusal) throw new HttpError(409, 'conflict', refusal);
        const updated = await setIdeaStatus(tx, found.idea.id, from, to);
        if (!updated) throw new HttpError(409, 'conflict', CONFLICT_MESSAGES.ideaChanged);
        record({
          entityType: 'idea',
          entityId: updated.id,
          action: 'idea.status_changed',
          message: `Moved idea '${updated.title}' from ${from} to ${to}`,
          metadata: {
            workspaceId: found.session.workspaceId,
            goalId: found.session.goalId,
            sessionId: found.session.id,
            from,
            to,
          },
        });
        return { idea: updated, session: found.session };
      });
      return toIdea(row.idea, row.session);
    },
  };
}
