// The researcher's own stars for an idea (docs/product.md, "Your rating"). The stars show at once
// on the idea and its session's list, and go back if the server refuses them; the idea board
// reads them again when next shown.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { userRatingElo } from '../../domain/user-rating';
import { api, unwrap } from '../client';
import { networkRetry } from '../query-config';
import type { Idea } from '../types';
import { ideaKeys } from './ideas';
import { leaderboardKeys } from './leaderboards';

export function rateIdea(id: string, stars: number, signal?: AbortSignal): Promise<Idea> {
  return unwrap(api.PUT('/v1/ideas/{id}/rating', { params: { path: { id } }, body: { stars }, signal }));
}

export function clearIdeaRating(id: string, signal?: AbortSignal): Promise<Idea> {
  return unwrap(api.DELETE('/v1/ideas/{id}/rating', { params: { path: { id } }, signal }));
}

interface RatingChange {
  idea: Pick<Idea, 'id' | 'sessionId'>;
  /** 1–5, or null to clear. */
  stars: number | null;
}

/** Writes the rating into the idea's cached detail and its session's list; answers what was there. */
function patchRating(client: QueryClient, { idea, stars }: RatingChange) {
  const patch = <T extends Idea>(cached: T): T =>
    cached.id === idea.id ? { ...cached, userRating: stars, userRatingElo: userRatingElo(stars) } : cached;
  const detail = client.getQueryData<Idea>(ideaKeys.detail(idea.id));
  const list = client.getQueryData<Idea[]>(ideaKeys.session(idea.sessionId));
  if (detail) client.setQueryData(ideaKeys.detail(idea.id), patch(detail));
  if (list) client.setQueryData(ideaKeys.session(idea.sessionId), list.map(patch));
  return { detail, list };
}

export function useRateIdea() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ idea, stars }: RatingChange) =>
      stars === null ? clearIdeaRating(idea.id) : rateIdea(idea.id, stars),
    ...networkRetry(),
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: ideaKeys.detail(change.idea.id) });
      return patchRating(client, change);
    },
    onError: (_error, { idea }, before) => {
      if (before?.detail) client.setQueryData(ideaKeys.detail(idea.id), before.detail);
      if (before?.list) client.setQueryData(ideaKeys.session(idea.sessionId), before.list);
    },
    onSuccess: (answer, { idea }) => {
      // Who rated it and when are the server's: the last member to change it (decision 013, §5).
      const rated = { ratedBy: answer.ratedBy ?? null, ratedAt: answer.ratedAt ?? null };
      const patch = <T extends Idea>(cached: T): T => (cached.id === idea.id ? { ...cached, ...rated } : cached);
      const detail = client.getQueryData<Idea>(ideaKeys.detail(idea.id));
      const list = client.getQueryData<Idea[]>(ideaKeys.session(idea.sessionId));
      if (detail) client.setQueryData(ideaKeys.detail(idea.id), patch(detail));
      if (list) client.setQueryData(ideaKeys.session(idea.sessionId), list.map(patch));
      return client.invalidateQueries({ queryKey: leaderboardKeys.all, refetchType: 'none' });
    },
  });
}
