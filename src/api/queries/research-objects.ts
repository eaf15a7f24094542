// An experiment's research object (docs/product.md, "Research objects out"): the lineage its page
// draws, and its RO-Crate, downloaded as a zip with the app's auth.
import { queryOptions } from '@tanstack/react-query';
import { fileSlug } from '../../domain/file-slug';
import { api, unwrap } from '../client';
import { toApiError, toTransportError } from '../errors';
import type { Schema } from '../types';
import { experimentKeys } from './experiments';

export type ExperimentLineage = Schema<'ExperimentLineage'>;

/** Read again after this long: runs logged from a script change the chain's end. */
export const LINEAGE_STALE_MS = 15_000;

/** Keyed by the primary metric too: choosing another one changes which run is the result. */
export const lineageKey = (experimentId: string, primaryMetric: string | null) =>
  [...experimentKeys.all, 'lineage', experimentId, primaryMetric] as const;

export function experimentLineageQueryOptions(experimentId: string, primaryMetric: string | null) {
  return queryOptions({
    queryKey: lineageKey(experimentId, primaryMetric),
    queryFn: ({ signal }): Promise<ExperimentLineage> =>
      unwrap(api.GET('/v1/experiments/{experimentId}/lineage', { params: { path: { experimentId } }, signal })),
    staleTime: LINEAGE_STALE_MS,
  });
}

/** "Soil microbes, round 2" → "soil-microbes-round-2-ro-crate.zip", as the server names it. */
export const roCrateFileName = (experimentName: string, experimentId: string) =>
  `${fileSlug(experimentName) || experimentId.slice(0, 8)}-ro-crate.zip`;

export async function downloadRoCrate(experimentId: string, signal?: AbortSignal): Promise<Blob> {
  let result;
  try {
    result = await api.GET('/v1/experiments/{experimentId}/ro-crate', {
      params: { path: { experimentId } },
      parseAs: 'blob',
      signal,
    });
  } catch (err) {
    throw toTransportError(err);
  }
  if (!result.response.ok) throw toApiError(result.response.status, result.error, result.response.statusText);
  return result.data as Blob;
}
