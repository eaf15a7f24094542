// GET /v1/config: public and fixed for the life of the server process, so never stale. The page
// the server sends carries it already (../page-config.ts): then there is no call at all.
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../client';
import { readPageConfig } from '../page-config';
import type { AppConfig } from '../types';

export const configKeys = {
  all: ['config'] as const,
};

export function fetchConfig(signal?: AbortSignal): Promise<AppConfig> {
  return unwrap(api.GET('/v1/config', { signal }));
}

export function configQueryOptions() {
  return queryOptions({
    queryKey: configKeys.all,
    queryFn: ({ signal }) => fetchConfig(signal),
    initialData: readPageConfig,
    staleTime: Infinity,
  });
}
