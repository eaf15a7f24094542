import { pageToSkipLimit, toPaged } from '../../src/domain/paging';
import { NOT_FOUND_MESSAGES, VALIDATION_MESSAGES } from '../../src/domain/messages';
import { isUuid } from '../../src/domain/uuid';
import type { AppContext } from '../app-context';
import { permit } from '../access/authorize';
import { requireUser } from '../auth/bearer';
import type { CoScientist } from '../engine/co-scientist';
import { loadSession } from '../engine/engine-store';
import { badRequest, HttpError, notFound } from '../http/http-error';
import { commentCounts } from '../comments/comment-store';
import { findIdea, listSessionIdeas, reviewsOf, toIdea } from '../ideas/idea-store';
import { refreshIdea } from '../ideas/refresh-idea';
import { reviewCounts } from '../ideas/review-counts';
import { ideaReferenceCount } from '../literature/citation-works';
import { listRelatedWork } from '../literature/related-work-store';
import { toSessionLiterature } from '../literature/session-report';
import { findSession } from '../sessions/session-store';
import { ideaPeopleIds, ideaPeopleOf, peopleOf } from '../people/user-refs';
import type { HandlerMap } from './handler-types';
import { ideaRatingHandlers } from './idea-rating';
import { ideaMutationHandlers } from './idea-mutations';
import { matchHandlers } from './matches';

// The UUID message for refresh, vibe and vibe status (docs/product.md, "Validation rules"): the contract leaves these ids
// unchecked so the answer carries this message instead of the validator's.
export function requireIdeaUuid(id: string): void {
  if (!isUuid(id)) throw badRequest(VALIDATION_MESSAGES.invalidIdeaId, 'validation_error');
}

export function ideaHandlers(ctx: AppContext, coScientist: CoScientist): HandlerMap {
  const { db } = ctx;
  return {
    async listSessionIdeas(request) {
      const userId = requireUser(request).id;
      const session = permit(await findSession(db, userId, request.params.sessionId), 'session', 'read');
      const { skip, limit } = pageToSkipLimit(request.query.page, request.query.pageSize);
      const { rows, total } = await listSessionIdeas(db, session.id, skip, limit);
      const ids = rows.map((row) => row.id);
      const [counts, people] = await Promise.all([reviewCounts(db, ids), peopleOf(db, rows.flatMap(ideaPeopleIds))]);
      const comments = await commentCounts(db, [session.workspaceId], 'idea', ids);
      const counted = (id: string) => ({ reviewCount: counts.get(id) ?? 0, commentCount: comments.get(id) ?? 0 });
      return {
        ...toPaged(
          rows.map((row) => ({ ...toIdea(row, session), ...counted(row.id), ...ideaPeopleOf(people, row) })),
          total,
          skip,
          limit,
        ),
        role: session.role,
      };
    },

    async getIdea(request) {
      const userId = requireUser(request).id;
      const found = permit(await findIdea(db, userId, request.params.id), 'idea', 'read');
      const reviews = request.query.include_scoring_data ? await reviewsOf(db, found.idea.id) : undefined;
      const people = await peopleOf(db, ideaPeopleIds(found.idea));
      return { ...toIdea(found.idea, found.session, reviews), ...ideaPeopleOf(people, found.idea), role: found.role };
    },

    async listIdeaRelatedWork(request) {
      const userId = requireUser(request).id;
      const found = permit(await findIdea(db, userId, request.params.id), 'idea', 'read');
      const [items, references] = await Promise.all([
        listRelatedWork(db, found.idea.id),
        ideaReferenceCount(db, found.idea.id),
      ]);
      return { items, literature: toSessionLiterature(found.session.literature), references };
    },

    async refreshIdea(request) {
      const user = requireUser(request);
      requireIdeaUuid(request.params.id);
      const found = permit(await findIdea(db, user.id, request.params.id), 'idea', 'edit');
      const loaded = await loadSession(db, found.session.id);
      if (!loaded) throw notFound(NOT_FOUND_MESSAGES.idea);
      let agents;
      try {
        agents = coScientist.agentsFor(found.session);
      } catch (error) {
        throw new HttpError(503, 'service_unavailable', (error as Error).message);
      }
      const row = await refreshIdea(db, user, agents, found.idea, found.session, loaded.goal);
      return toIdea(row, found.session, await reviewsOf(db, row.id));
    },

    ...ideaMutationHandlers(ctx),
    ...ideaRatingHandlers(ctx),
    // The tournament's matches: a session's and an idea's (docs/product.md, "Matches").
    ...matchHandlers(ctx),
  };
}
