// Test helpers for the logs drawer machine: stub actors for the stories, and the model's oracle,
// written from what the drawer shows and asks the server for (not from the chart).
import { fromPromise } from 'xstate';
import type { ActivityLog, LogPage } from '../api/queries/logs';
import type { ExportFile } from '../domain/activity-export';
import {
  DEFAULT_LOG_PAGE_SIZE,
  EMPTY_LOG_FILTERS,
  LOG_POLL_INTERVAL_MS,
  LOG_SEARCH_DEBOUNCE_MS,
  logFiltersToQuery,
  logQueryWithSearch,
  type LogFilters,
} from '../domain/activity-logs';
import { logsDrawerMachine, type LogsDrawerSnapshot } from './logs-drawer.machine';
import type { ExportLogsInput, LoadLogsInput, LogsDrawerEmitted } from './logs-drawer.types';
import type { MachineHarness, World } from './model/runner';
import type { ActorCall } from './model/stubs';
import type { PlanEvent } from './model/types';

export { FAILURE, FILE, logRow, PAGE } from './logs-drawer.events';

type ActorId = 'loadLogs' | 'exportLogs';
interface Deferred {
  resolve: (value: unknown) => void;
  reject: (err: unknown) => void;
  signal: AbortSignal;
}

/** Stub actors that settle only when a story says so, each keeping its inputs and abort signal. */
export function controlledActors() {
  const pending: Partial<Record<ActorId, Deferred>> = {};
  const inputs: { loadLogs: LoadLogsInput[]; exportLogs: ExportLogsInput[] } = { loadLogs: [], exportLogs: [] };
  const controlled = <T, I extends LoadLogsInput | ExportLogsInput>(id: ActorId) =>
    fromPromise<T, I>(({ input, signal }) => {
      (inputs[id] as I[]).push(input);
      return new Promise<T>((resolve, reject) => {
        pending[id] = { resolve: resolve as (value: unknown) => void, reject, signal };
      });
    });
  const actors = {
    loadLogs: controlled<LogPage, LoadLogsInput>('loadLogs'),
    exportLogs: controlled<ExportFile, ExportLogsInput>('exportLogs'),
  };
  return { actors, pending, inputs };
}

export interface DrawerSeen {
  open: boolean;
  loading: boolean;
  exporting: boolean;
  rows: string[];
  total: number;
  loaded: boolean;
  error: string | null;
  exportError: string | null;
  panel: boolean;
  draft: LogFilters;
  page: number;
  pageSize: number;
  search: string;
  expanded: string[];
  calls: ActorCall[];
  running: string[];
  files: string[];
  /** The next poll is due in (ms) while the list rests, or the search's pause while typing. */
  timers: number[];
}

interface DrawerModel {
  seen: DrawerSeen;
  applied: LogFilters;
}

const CLOSED: DrawerSeen = {
  open: false,
  loading: false,
  exporting: false,
  rows: [],
  total: 0,
  loaded: false,
  error: null,
  exportError: null,
  panel: false,
  draft: EMPTY_LOG_FILTERS,
  page: 0,
  pageSize: DEFAULT_LOG_PAGE_SIZE,
  search: '',
  expanded: [],
  calls: [],
  running: [],
  files: [],
  timers: [],
};

const failed = (error: unknown) => `Failed to load logs: ${(error as Error).message}`;
const without = (list: string[], id: string) => list.filter((item) => item !== id);

/** What the server is asked for: the applied filters and the search box's text. */
const queryOf = (applied: LogFilters, search: string) => logQueryWithSearch(logFiltersToQuery(applied), search);

/** A (re)load: the request in flight is dropped, one page is asked for under the applied filters. */
function load(m: DrawerModel, change: Partial<DrawerSeen> = {}, applied = m.applied): DrawerModel {
  const seen = { ...m.seen, ...change };
  const input = { query: queryOf(applied, seen.search), page: seen.page, pageSize: seen.pageSize };
  const running = [...without(seen.running, 'loadLogs'), 'loadLogs'].sort();
  const calls = [...seen.calls, { actor: 'loadLogs', input }];
  return { applied, seen: { ...seen, loading: true, running, calls, timers: [] } };
}

const settled = (m: DrawerModel, actor: string, change: Partial<DrawerSeen>): DrawerModel => ({
  ...m,
  seen: { ...m.seen, ...change, running: without(m.seen.running, actor) },
});
const with_ = (m: DrawerModel, change: Partial<DrawerSeen>): DrawerModel => ({ ...m, seen: { ...m.seen, ...change } });

/** After this event on the open drawer, the user sees: (closed, only opening does anything). */
function nextOpen(m: DrawerModel, event: PlanEvent): DrawerModel {
  const { seen } = m;
  // The poll, or the pause after typing in the search box: either asks for the page again.
  if (event.type.startsWith('xstate.after.')) return load(m);
  switch (event.type) {
    case 'drawer.close':
    case 'drawer.toggle':
      return { applied: EMPTY_LOG_FILTERS, seen: { ...CLOSED, calls: seen.calls, files: seen.files } };
    case 'filters.togglePanel':
      return with_(m, { panel: !seen.panel });
    case 'filters.edit':
      return with_(m, { draft: { ...seen.draft, ...(event.patch as Partial<LogFilters>) } });
    case 'search.change': {
      // Nothing is asked until typing pauses; a request in flight is dropped, its answer stale.
      const running = without(seen.running, 'loadLogs');
      const search = event.search as string;
      return with_(m, { search, page: 0, expanded: [], loading: false, running, timers: [LOG_SEARCH_DEBOUNCE_MS] });
    }
    case 'row.toggle': {
      const id = event.id as string;
      return with_(m, { expanded: seen.expanded.includes(id) ? without(seen.expanded, id) : [...seen.expanded, id] });
    }
    case 'filters.apply':
      return load(m, { page: 0, expanded: [] }, seen.draft);
    case 'filters.clear':
      return load(m, { page: 0, expanded: [], draft: EMPTY_LOG_FILTERS }, EMPTY_LOG_FILTERS);
    case 'page.next':
      return (seen.page + 1) * seen.pageSize < seen.total ? load(m, { page: seen.page + 1, expanded: [] }) : m;
    case 'page.previous':
      return seen.page > 0 ? load(m, { page: seen.page - 1, expanded: [] }) : m;
    case 'pageSize.change':
      return load(m, { pageSize: event.pageSize as number, page: 0, expanded: [] });
    case 'logs.refresh':
      return load(m);
    default:
      return nextCall(m, event);
  }
}

/** The calls settling, and an export asked for. */
function nextCall(m: DrawerModel, event: PlanEvent): DrawerModel {
  const { seen } = m;
  switch (event.type) {
    case 'xstate.done.actor.loadLogs': {
      const page = event.output as LogPage;
      const rows = page.items.map((row: ActivityLog) => row.id);
      const polls = [LOG_POLL_INTERVAL_MS];
      return settled(m, 'loadLogs', {
        loading: false,
        rows,
        total: page.total,
        loaded: true,
        error: null,
        timers: polls,
      });
    }
    case 'xstate.error.actor.loadLogs':
      return settled(m, 'loadLogs', {
        loading: false,
        loaded: true,
        error: failed(event.error),
        timers: [LOG_POLL_INTERVAL_MS],
      });
    case 'export.start': {
      if (seen.exporting) return m;
      const input = { query: queryOf(m.applied, seen.search), format: event.format };
      const calls = [...seen.calls, { actor: 'exportLogs', input }];
      return with_(m, { exporting: true, exportError: null, calls, running: [...seen.running, 'exportLogs'].sort() });
    }
    case 'xstate.done.actor.exportLogs':
      return settled(m, 'exportLogs', {
        exporting: false,
        files: [...seen.files, (event.output as ExportFile).fileName],
      });
    case 'xstate.error.actor.exportLogs':
      return settled(m, 'exportLogs', { exporting: false, exportError: failed(event.error) });
    default:
      throw new Error(`the logs drawer oracle has no rule for ${event.type}`);
  }
}

function next(m: DrawerModel, event: PlanEvent): DrawerModel {
  if (m.seen.open) return nextOpen(m, event);
  if (event.type === 'drawer.open' || event.type === 'drawer.toggle') return load(with_(m, { open: true }));
  return m;
}

function observe({ snapshot, calls, running, emitted, timers }: World): DrawerSeen {
  const s = snapshot as LogsDrawerSnapshot;
  const { context: c } = s;
  return {
    open: s.matches('open'),
    loading: s.hasTag('loading'),
    exporting: s.hasTag('exporting'),
    rows: c.items.map((row) => row.id),
    total: c.total,
    loaded: c.loaded,
    error: c.error,
    exportError: c.exportError,
    panel: c.filtersVisible,
    draft: c.draft,
    page: c.page,
    pageSize: c.pageSize,
    search: c.search,
    expanded: c.expandedIds,
    calls,
    running,
    files: (emitted as LogsDrawerEmitted[]).filter((e) => e.type === 'export.ready').map((e) => e.file.fileName),
    timers,
  };
}

export const modelHarness: MachineHarness<DrawerModel, DrawerSeen> = {
  machine: logsDrawerMachine,
  oracle: {
    start: () => ({ applied: EMPTY_LOG_FILTERS, seen: CLOSED }),
    next,
    expected: (m) => m.seen,
    observe,
  },
};
