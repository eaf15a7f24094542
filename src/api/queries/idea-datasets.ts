// The datasets attached to an idea, attaching and detaching them, and suggesting datasets for up
// to 5 ideas (docs/product.md, "Datasets"). A suggestion is checked here before any call, in the
// server's words, and retried once after 2000 ms.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { MAX_IDEAS_PER_REQUEST } from '../../domain/contract-limits';
import { DATASET_SUGGESTION_ERROR_MESSAGES, VALIDATION_MESSAGES } from '../../domain/messages';
import { isUuid } from '../../domain/uuid';
import { api, unwrap } from '../client';
import { getErrorCode, getErrorMessage, getErrorStatus, TRANSPORT_ERROR_CODES } from '../errors';
import { ClientValidationError } from '../failure-message';
import { isRetryableQueryError, networkRetry } from '../query-config';
import type { Schema } from '../types';

export type AttachedDataset = Schema<'AttachedDataset'>;
export type DatasetSuggestions = Schema<'DatasetSuggestions'>;
export type DatasetSuggestion = DatasetSuggestions['suggestions'][number];

export const IDEA_DATASETS_STALE_MS = 60_000;
/** A suggestion is retried once after 2000 ms (docs/product.md, "Datasets"). */
export const SUGGESTION_RETRIES = 1;
export const SUGGESTION_RETRY_DELAY_MS = 2_000;
/** The server gives up at 60 s with a 504; waiting a little longer lets that answer arrive. */
export const SUGGEST_TIMEOUT_MS = 70_000;

export const ideaDatasetKeys = {
  all: ['idea-datasets'] as const,
  idea: (ideaId: string) => [...ideaDatasetKeys.all, 'idea', ideaId] as const,
  suggestions: (ideaIds: readonly string[]) => [...ideaDatasetKeys.all, 'suggestions', [...ideaIds]] as const,
};

/** The server's own checks, in its order and words: none, too many, then the first malformed id. */
export function checkSuggestionIdeaIds(ideaIds: readonly string[]): void {
  if (ideaIds.length === 0) throw new ClientValidationError(VALIDATION_MESSAGES.ideaIdRequired);
  if (ideaIds.length > MAX_IDEAS_PER_REQUEST) throw new ClientValidationError(VALIDATION_MESSAGES.tooManyIdeas);
  const malformed = ideaIds.find((id) => !isUuid(id));
  if (malformed !== undefined) throw new ClientValidationError(VALIDATION_MESSAGES.invalidIdeaIdFormat(malformed));
}

export async function suggestDatasets(ideaIds: readonly string[], signal?: AbortSignal): Promise<DatasetSuggestions> {
  checkSuggestionIdeaIds(ideaIds);
  return unwrap(
    api.POST('/v1/ideas/suggest-datasets', { body: { ideaIds: [...ideaIds] }, signal, timeoutMs: SUGGEST_TIMEOUT_MS }),
  );
}

/** The words the product gives each failure of a suggestion; a check made here keeps its own. */
export function suggestionErrorMessage(err: unknown): string {
  if (err instanceof ClientValidationError) return err.message;
  const status = getErrorStatus(err);
  if (status === 400) return DATASET_SUGGESTION_ERROR_MESSAGES.badRequest;
  if (status === 404) return DATASET_SUGGESTION_ERROR_MESSAGES.notFound;
  if (status === 503) return DATASET_SUGGESTION_ERROR_MESSAGES.unavailable;
  // Our own 60 s limit ran out before the server's: the same story as its 504.
  if (status === 504 || getErrorCode(err) === TRANSPORT_ERROR_CODES.timeout)
    return DATASET_SUGGESTION_ERROR_MESSAGES.timedOut;
  return DATASET_SUGGESTION_ERROR_MESSAGES.requestFailed(getErrorMessage(err));
}

/** Once, 2000 ms later; never a refusal (400, 401, 403, 404, a check made here) or the caller's abort. */
export const shouldRetrySuggestion = (failureCount: number, error: unknown) =>
  failureCount < SUGGESTION_RETRIES && isRetryableQueryError(error);

export function datasetSuggestionsQueryOptions(ideaIds: readonly string[]) {
  return queryOptions({
    queryKey: ideaDatasetKeys.suggestions(ideaIds),
    queryFn: ({ signal }) => suggestDatasets(ideaIds, signal),
    // Attaching changes no suggestion; a new dialog asks again.
    staleTime: 0,
    gcTime: 0,
    retry: shouldRetrySuggestion,
    retryDelay: SUGGESTION_RETRY_DELAY_MS,
  });
}

export function listIdeaDatasets(ideaId: string, signal?: AbortSignal): Promise<AttachedDataset[]> {
  return unwrap(api.GET('/v1/ideas/{id}/datasets', { params: { path: { id: ideaId } }, signal })).then(
    (answer) => answer.items,
  );
}

export function ideaDatasetsQueryOptions(ideaId: string) {
  return queryOptions({
    queryKey: ideaDatasetKeys.idea(ideaId),
    queryFn: ({ signal }) => listIdeaDatasets(ideaId, signal),
    staleTime: IDEA_DATASETS_STALE_MS,
  });
}

export interface AttachInput {
  ideaId: string;
  datasetId: string;
  relevanceScore?: number;
  reason?: string;
}

export function useAttachIdeaDataset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ideaId, ...body }: AttachInput): Promise<AttachedDataset> =>
      unwrap(api.POST('/v1/ideas/{id}/datasets', { params: { path: { id: ideaId } }, body })),
    ...networkRetry(),
    onSuccess: (_attached, { ideaId }) => queryClient.invalidateQueries({ queryKey: ideaDatasetKeys.idea(ideaId) }),
  });
}

export function useDetachIdeaDataset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ideaId, datasetId }: { ideaId: string; datasetId: string }) =>
      unwrap(api.DELETE('/v1/ideas/{id}/datasets/{datasetId}', { params: { path: { id: ideaId, datasetId } } })),
    ...networkRetry(),
    onSuccess: (_none, { ideaId }) => queryClient.invalidateQueries({ queryKey: ideaDatasetKeys.idea(ideaId) }),
  });
}
