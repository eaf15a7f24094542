// The researcher in the loop (docs/product.md, "Your review, your verdicts, your feedback"): their
// review of an idea, their verdict on a pair, their feedback on a session. A verdict moves Elo and
// the intervals, so the session's ideas, its matches and the session are read again after one.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewCriterion } from '../../domain/researcher-judgement';
import { api, unwrap } from '../client';
import type { Idea, Schema } from '../types';
import { ideaKeys } from './ideas';
import { matchKeys } from './matches';
import { sessionKeys } from './sessions';

export type HumanVerdict = Schema<'HumanVerdict'>;
export type GoalFeedback = Schema<'GoalFeedback'>;
export type ReviewDraft = Record<ReviewCriterion, number> & { text: string };
export interface VerdictDraft {
  sessionId: string;
  preferredId: string;
  otherId: string;
  reason: string;
}

export const feedbackKeys = { session: (sessionId: string) => ['sessions', 'feedback', sessionId] as const };

export function useReviewIdea(ideaId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (draft: ReviewDraft): Promise<Idea> =>
      unwrap(api.PUT('/v1/ideas/{id}/my-review', { params: { path: { id: ideaId } }, body: draft })),
    onSuccess: (idea) => client.setQueryData(ideaKeys.detail(ideaId), idea),
  });
}

export function useJudgePair() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, ...body }: VerdictDraft): Promise<HumanVerdict> =>
      unwrap(api.POST('/v1/sessions/{id}/verdicts', { params: { path: { id: sessionId } }, body })),
    onSuccess: (verdict, { sessionId }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: ideaKeys.session(sessionId) }),
        client.invalidateQueries({ queryKey: ideaKeys.detail(verdict.preferred.id) }),
        client.invalidateQueries({ queryKey: ideaKeys.detail(verdict.other.id) }),
        client.invalidateQueries({ queryKey: matchKeys.session(sessionId) }),
        client.invalidateQueries({ queryKey: sessionKeys.detail(sessionId) }),
      ]),
  });
}

export const sessionFeedbackQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: feedbackKeys.session(sessionId),
    queryFn: ({ signal }): Promise<{ items: GoalFeedback[] }> =>
      unwrap(api.GET('/v1/sessions/{id}/feedback', { params: { path: { id: sessionId } }, signal })),
  });

export function useGiveFeedback(sessionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string): Promise<GoalFeedback> =>
      unwrap(api.POST('/v1/sessions/{id}/feedback', { params: { path: { id: sessionId } }, body: { text } })),
    onSuccess: () => client.invalidateQueries({ queryKey: feedbackKeys.session(sessionId) }),
  });
}
