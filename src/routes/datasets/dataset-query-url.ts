import { DATASET_SCOPES, type DatasetQuery, type DatasetScope } from '../../api/queries/datasets';
import { isDatasetAccess } from '../../domain/dataset-access';

// The dataset search in the page's URL (docs/product.md, "Datasets"): q, scope, topic, access,
// licence, format and page, only what differs from the defaults; an unreadable value is dropped.

const TEXT_KEYS = ['q', 'topic', 'licence', 'format'] as const;

export function readDatasetQuery(params: URLSearchParams): DatasetQuery {
  const scope = params.get('scope');
  const access = params.get('access');
  const page = Number(params.get('page'));
  const text = Object.fromEntries(TEXT_KEYS.map((key) => [key, params.get(key)?.trim() || undefined]));
  return {
    ...text,
    scope: DATASET_SCOPES.includes(scope as DatasetScope) ? (scope as DatasetScope) : 'all',
    access: isDatasetAccess(access) ? access : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function writeDatasetQuery(query: DatasetQuery): URLSearchParams {
  const next = new URLSearchParams();
  for (const key of TEXT_KEYS) if (query[key]?.trim()) next.set(key, query[key].trim());
  if (query.scope && query.scope !== 'all') next.set('scope', query.scope);
  if (query.access) next.set('access', query.access);
  if (query.page && query.page > 1) next.set('page', String(query.page));
  return next;
}

/** Whether anything narrows the search, for the empty state's words. */
export const isNarrowed = (query: DatasetQuery) =>
  !!(query.q || query.topic || query.access || query.licence || query.format || query.scope !== 'all');
