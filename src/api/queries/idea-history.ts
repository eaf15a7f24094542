// What an idea's activity log says about it that the idea itself does not carry: the experiment
// and workflow it was converted into, and the status it was archived from (the server returns an
// archived idea only there). Read through GET /v1/logs, newest first.
import { queryOptions } from '@tanstack/react-query';
import { archivedFromOf } from '../../domain/idea-lifecycle';
import type { IdeaStatus } from '../types';
import { fetchLogs } from './logs';
import { ideaKeys } from './ideas';

export interface IdeaConversion {
  experimentId: string;
  workflowId: string;
}

const historyKey = (ideaId: string, what: string) => [...ideaKeys.detail(ideaId), 'history', what] as const;

/** The experiment and workflow the idea became, or null if it was never converted. */
export function ideaConversionQueryOptions(ideaId: string) {
  return queryOptions({
    queryKey: historyKey(ideaId, 'conversion'),
    queryFn: async ({ signal }): Promise<IdeaConversion | null> => {
      const page = await fetchLogs({ entityType: 'idea', entityId: ideaId, action: 'idea.converted' }, 0, 1, signal);
      const metadata = page.items[0]?.metadata as Partial<IdeaConversion> | undefined;
      return metadata?.experimentId && metadata.workflowId
        ? { experimentId: metadata.experimentId, workflowId: metadata.workflowId }
        : null;
    },
  });
}

/** Where an archived idea goes back to: the status before its last move, generated when unknown. */
export async function fetchArchivedFrom(ideaId: string, signal?: AbortSignal): Promise<IdeaStatus> {
  const page = await fetchLogs({ entityType: 'idea', entityId: ideaId, action: 'idea.status_changed' }, 0, 1, signal);
  return archivedFromOf(page.items[0]?.metadata);
}

export function archivedFromQueryOptions(ideaId: string) {
  return queryOptions({
    queryKey: historyKey(ideaId, 'archived-from'),
    queryFn: ({ signal }) => fetchArchivedFrom(ideaId, signal),
  });
}
