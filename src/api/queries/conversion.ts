// Converting ideas into experiments and workflows, and previewing the graphs conversion would
// build (docs/product.md, "Conversion"): 120 s each; network failures are retried twice with a
// backoff capped at 10 s, a refusal (4xx) never.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FAILED_TO_MESSAGES } from '../../domain/messages';
import { api, unwrap } from '../client';
import { withFailureMessage } from '../failure-message';
import { CONVERT_RETRY_CAP_MS, networkRetry } from '../query-config';
import { CONVERT_TIMEOUT_MS, PREVIEW_GRAPH_TIMEOUT_MS } from '../timeouts';
import type { ConversionResult, GraphPreview } from '../types';
import { experimentKeys } from './experiments';
import { ideaKeys } from './ideas';
import { workflowKeys } from './workflows';

/** selectedDatasets is left out when none were chosen. */
export function convertIdeas(ideaIds: string[], selectedDatasets: string[] = []): Promise<ConversionResult[]> {
  return withFailureMessage(FAILED_TO_MESSAGES.convertIdeas, async () => {
    const body = { ideaIds, ...(selectedDatasets.length > 0 && { selectedDatasets }) };
    const answer = await unwrap(api.POST('/v1/ideas/convert', { body, timeoutMs: CONVERT_TIMEOUT_MS }));
    return answer.conversionResults;
  });
}

export function previewIdeaGraphs(ideaIds: string[], signal?: AbortSignal): Promise<GraphPreview[]> {
  return withFailureMessage(FAILED_TO_MESSAGES.previewGraphs, async () => {
    const answer = await unwrap(
      api.POST('/v1/ideas/preview-graph', { body: { ideaIds }, signal, timeoutMs: PREVIEW_GRAPH_TIMEOUT_MS }),
    );
    return answer.previews;
  });
}

export function useConvertIdeas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ideaIds, selectedDatasets }: { ideaIds: string[]; selectedDatasets?: string[] }) =>
      convertIdeas(ideaIds, selectedDatasets),
    ...networkRetry(CONVERT_RETRY_CAP_MS),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ideaKeys.all }),
        queryClient.invalidateQueries({ queryKey: workflowKeys.all }),
        queryClient.invalidateQueries({ queryKey: experimentKeys.all }),
      ]),
  });
}

export function usePreviewIdeaGraphs() {
  return useMutation({
    mutationFn: (ideaIds: string[]) => previewIdeaGraphs(ideaIds),
    ...networkRetry(CONVERT_RETRY_CAP_MS),
  });
}
