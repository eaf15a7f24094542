import { NOT_FOUND_MESSAGES, VALIDATION_MESSAGES } from '../../src/domain/messages';
import { isStarRating } from '../../src/domain/user-rating';
import { mutate } from '../activity/mutate';
import type { AppContext } from '../app-context';
import { permit } from '../access/authorize';
import { requireUser } from '../auth/bearer';
import { badRequest, notFound } from '../http/http-error';
import { setIdeaRating } from '../ideas/idea-rating';
import { findIdea, toIdea } from '../ideas/idea-store';
import { ideaPeopleIds, ideaPeopleOf, peopleOf } from '../people/user-refs';
import type { HandlerMap } from './handler-types';

// The researcher's own stars (docs/product.md, "Your rating"). The contract leaves the range to
// this handler so a refusal reads in our words, not the validator's.
export function ideaRatingHandlers(ctx: AppContext): HandlerMap {
  const { db } = ctx;

  const rate = (user: ReturnType<typeof requireUser>, id: string, stars: number | null) =>
    mutate(db, user, async (tx, record) => {
      const found = permit(await findIdea(tx, user.id, id, { lock: true }), 'idea', 'edit');
      const updated = await setIdeaRating(tx, user.id, found.idea.id, stars);
      if (!updated) throw notFound(NOT_FOUND_MESSAGES.idea);
      const before = found.idea.userRating;
      record({
        entityType: 'idea',
        entityId: updated.id,
        action: stars === null ? 'idea.rating_cleared' : 'idea.rated',
        message:
          stars === null
            ? `Cleared your rating of idea '${updated.title}'`
            : `Rated idea '${updated.title}' ${stars} out of 5 stars`,
        metadata: {
          workspaceId: found.session.workspaceId,
          goalId: found.session.goalId,
          sessionId: found.session.id,
          from: before,
          to: stars,
        },
      });
      const people = await peopleOf(tx, ideaPeopleIds(updated));
      return { ...toIdea(updated, found.session), ...ideaPeopleOf(people, updated) };
    });

  return {
    async rateIdea(request) {
      const user = requireUser(request);
      const { stars } = request.body;
      if (!isStarRating(stars)) throw badRequest(VALIDATION_MESSAGES.starsOutOfRange, 'validation_error');
      return rate(user, request.params.id, stars);
    },

    async clearIdeaRating(request) {
      return rate(requireUser(request), request.params.id, null);
    },
  };
}
