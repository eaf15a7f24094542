// The leaderboards page keeps its chosen metric, filters and pages in the address, so Back and a
// shared link restore both boards. Dates are the reader's calendar days: `to` includes its day.
import { useSearchParams } from 'react-router-dom';
import type { IdeaBoardFilters, MetricBoardFilters } from '../../api/queries/leaderboards';

export interface BoardParams {
  metric?: string;
  workspace?: string;
  dataset?: string;
  /** YYYY-MM-DD, as a date input gives it. */
  from?: string;
  to?: string;
  page: number;
  ideasWorkspace?: string;
  ideasPage: number;
}

type Patch = Partial<BoardParams>;
const TEXT_KEYS = ['metric', 'workspace', 'dataset', 'from', 'to', 'ideasWorkspace'] as const;
/** Changing any of these shows a different board, so its page starts again at 1. */
const RESULT_KEYS = ['metric', 'workspace', 'dataset', 'from', 'to'] as const;

const PAGE_KEYS = new Set(['page', 'ideasPage']);

const pageOf = (value: string | null) => Math.max(1, Math.floor(Number(value ?? 1)) || 1);

/** Midnight at the start of a YYYY-MM-DD day in the reader's time zone, days later; undefined when unreadable. */
function dayStart(day: string | undefined, daysLater = 0): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '');
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + daysLater);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

export function metricFilters(params: BoardParams): MetricBoardFilters {
  return {
    workspaceId: params.workspace,
    dataset: params.dataset?.trim() || undefined,
    since: dayStart(params.from),
    until: dayStart(params.to, 1),
  };
}

export const ideaFilters = (params: BoardParams): IdeaBoardFilters => ({ workspaceId: params.ideasWorkspace });

export function useBoardParams(): [BoardParams, (patch: Patch) => void] {
  const [search, setSearch] = useSearchParams();
  const read = (key: (typeof TEXT_KEYS)[number]) => search.get(key) || undefined;
  const params: BoardParams = {
    ...Object.fromEntries(TEXT_KEYS.map((key) => [key, read(key)])),
    page: pageOf(search.get('page')),
    ideasPage: pageOf(search.get('ideasPage')),
  };
  const change = (patch: Patch) => {
    const next: BoardParams = { ...params, ...patch };
    if (RESULT_KEYS.some((key) => key in patch)) next.page = patch.page ?? 1;
    if ('ideasWorkspace' in patch) next.ideasPage = patch.ideasPage ?? 1;
    // Page 1 and empty filters are the defaults: left out, so the address stays short.
    const entries = Object.entries(next).filter(([key, value]) => value && !(PAGE_KEYS.has(key) && value === 1));
    setSearch(Object.fromEntries(entries.map(([key, value]) => [key, String(value)])), { replace: true });
  };
  return [params, change];
}
