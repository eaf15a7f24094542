// GET /v1/research-fields: the offline engine's field library, fixed for the life of the server.
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../client';

export const researchFieldKeys = {
  all: ['research-fields'] as const,
};

export async function listResearchFields(signal?: AbortSignal) {
  return (await unwrap(api.GET('/v1/research-fields', { signal }))).fields;
}

export function researchFieldsQueryOptions() {
  return queryOptions({
    queryKey: researchFieldKeys.all,
    queryFn: ({ signal }) => listResearchFields(signal),
    staleTime: Infinity,
  });
}
