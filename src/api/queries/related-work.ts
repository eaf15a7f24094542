// An idea's related work: the published works its full review judged it against, closest first,
// and what its session's literature search did (docs/product.md, "Related work"). Review steps
// write it while the session runs, so it is fresh for 30 s then, and 5 min once the session is over.
import { queryOptions } from '@tanstack/react-query';
import { FAILED_TO_MESSAGES } from '../../domain/messages';
import { api, unwrap } from '../client';
import { withFailureMessage } from '../failure-message';
import type { Schema } from '../types';

export type RelatedWork = Schema<'RelatedWork'>;
export type SessionLiterature = Schema<'SessionLiterature'>;

export interface IdeaRelatedWork {
  items: RelatedWork[];
  literature: SessionLiterature;
  /** How many works the idea's own text cites (their export: "Export references"). */
  references: number;
}

export const RELATED_WORK_LIVE_STALE_MS = 30_000;
export const RELATED_WORK_STALE_MS = 5 * 60_000;

export const relatedWorkKeys = {
  all: ['related-work'] as const,
  idea: (ideaId: string) => [...relatedWorkKeys.all, 'idea', ideaId] as const,
};

export function listIdeaRelatedWork(ideaId: string, signal?: AbortSignal): Promise<IdeaRelatedWork> {
  return withFailureMessage(FAILED_TO_MESSAGES.loadRelatedWork, () =>
    unwrap(api.GET('/v1/ideas/{id}/related-work', { params: { path: { id: ideaId } }, signal })),
  );
}

/** `sessionLive`: the idea's session has not ended, so its reviews may still add works. */
export function relatedWorkQueryOptions(ideaId: string, { sessionLive }: { sessionLive: boolean }) {
  return queryOptions({
    queryKey: relatedWorkKeys.idea(ideaId),
    queryFn: ({ signal }) => listIdeaRelatedWork(ideaId, signal),
    staleTime: sessionLive ? RELATED_WORK_LIVE_STALE_MS : RELATED_WORK_STALE_MS,
  });
}
