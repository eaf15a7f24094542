import { useSearchParams } from 'react-router-dom';
import type { RunListQuery, RunStatus } from '../../../api/queries/runs';
import { RUN_STATUSES } from '../../../domain/run-lifecycle';
import { parseColumn, parseColumns, serializeColumns, type KeyColumn } from './run-columns';

// The runs table's state lives in the address, so Back and a shared link bring back the same view:
// status, q (name), sort and order, filter, page, and cols (the chosen columns).

const PLAIN_SORTS = new Set(['startedAt', 'name', 'status']);

/** A sort the server accepts, or none: a hand-edited address should not make the list fail. */
function readSort(value: string | null): string | undefined {
  if (value === null) return undefined;
  return PLAIN_SORTS.has(value) || parseColumn(value) ? value : undefined;
}

function readQuery(params: URLSearchParams): RunListQuery {
  const status = params.get('status') as RunStatus | null;
  const order = params.get('order');
  return {
    status: status && RUN_STATUSES.includes(status) ? status : undefined,
    search: params.get('q') ?? undefined,
    sortBy: readSort(params.get('sort')),
    order: order === 'asc' || order === 'desc' ? order : undefined,
    filter: params.get('filter') ?? undefined,
    page: Math.max(1, Math.floor(Number(params.get('page') ?? 1)) || 1),
  };
}

const ADDRESS_NAMES: Record<keyof RunListQuery, string> = {
  status: 'status',
  search: 'q',
  sortBy: 'sort',
  order: 'order',
  filter: 'filter',
  page: 'page',
};

export function useRunListParams() {
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const columns = parseColumns(params.get('cols'));
  const write = (entries: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(entries)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );
  /** Any change but a page turn goes back to the first page. */
  const change = (patch: Partial<RunListQuery>) => {
    const next = { ...patch, page: patch.page ?? 1 };
    write(
      Object.fromEntries(
        Object.entries(next).map(([k, v]) => [
          ADDRESS_NAMES[k as keyof RunListQuery],
          k === 'page' && v === 1 ? undefined : v?.toString(),
        ]),
      ),
    );
  };
  const setColumns = (chosen: readonly KeyColumn[]) => {
    const value = serializeColumns(chosen);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('cols', value);
        return next;
      },
      { replace: true },
    );
  };
  return { query, columns, change, setColumns };
}
