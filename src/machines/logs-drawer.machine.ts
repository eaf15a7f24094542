// States:
//   closed                    drawer.open / drawer.toggle → open; leaving open resets everything
//   open.list.loading         one page for the applied filters; done or failed → idle
//   open.list.idle            polls: after pollInterval (5 s) → loading; filters, page and refresh reload
//   open.list.debouncing      the search box changed: after searchDebounce (300 ms) → loading, from page 0
//   open.export.idle          export.start → exporting
//   open.export.exporting     every matching row, 100 at a time; done emits export.ready → idle
// The two regions run side by side, so a poll never cancels an export and an export never a poll.
import { assertEvent, assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { fetchAllLogs, fetchLogs, logsErrorMessage, type LogPage } from '../api/queries/logs';
import type { ExportFile } from '../domain/activity-export';
import {
  EMPTY_LOG_FILTERS,
  LOG_POLL_INTERVAL_MS,
  LOG_SEARCH_DEBOUNCE_MS,
  logFiltersToQuery,
  logQueryWithSearch,
  type LogFilters,
  type LogPageSize,
} from '../domain/activity-logs';
import {
  initialLogsDrawerContext,
  type ExportLogsInput,
  type LoadLogsInput,
  type LogsDrawerContext,
  type LogsDrawerEmitted,
  type LogsDrawerEvent,
  type LogsDrawerTag,
} from './logs-drawer.types';

export const logsDrawerMachine = setup({
  types: {
    context: {} as LogsDrawerContext,
    events: {} as LogsDrawerEvent,
    emitted: {} as LogsDrawerEmitted,
    tags: {} as LogsDrawerTag,
  },
  delays: { pollInterval: LOG_POLL_INTERVAL_MS, searchDebounce: LOG_SEARCH_DEBOUNCE_MS },
  actors: {
    loadLogs: fromPromise<LogPage, LoadLogsInput>(({ input, signal }) =>
      fetchLogs(input.query, input.page, input.pageSize, signal),
    ),
    // The exporter (and its CSV writer) is a chunk of its own, loaded with the first export.
    exportLogs: fromPromise<ExportFile, ExportLogsInput>(async ({ input, signal }) => {
      const [{ buildLogExport }, logs] = await Promise.all([
        import('../domain/activity-export'),
        fetchAllLogs(input.query, signal),
      ]);
      return buildLogExport(input.format, logs);
    }),
  },
  guards: {
    hasNextPage: ({ context }) => (context.page + 1) * context.pageSize < context.total,
    hasPreviousPage: ({ context }) => context.page > 0,
  },
  actions: {
    reset: assign(() => initialLogsDrawerContext),
    togglePanel: assign({ filtersVisible: ({ context }) => !context.filtersVisible }),
    editDraft: assign({
      draft: ({ context }, params: { patch: Partial<LogFilters> }) => ({ ...context.draft, ...params.patch }),
    }),
    applyDraft: assign({ applied: ({ context }) => context.draft, page: 0, expandedIds: [] }),
    clearFilters: assign({ draft: EMPTY_LOG_FILTERS, applied: EMPTY_LOG_FILTERS, page: 0, expandedIds: [] }),
    nextPage: assign({ page: ({ context }) => context.page + 1, expandedIds: [] }),
    previousPage: assign({ page: ({ context }) => context.page - 1, expandedIds: [] }),
    setPageSize: assign((_, params: { pageSize: LogPageSize }) => ({
      pageSize: params.pageSize,
      page: 0,
      expandedIds: [],
    })),
    // The search is sent with every load from now on, so the pages start again from the first.
    setSearch: assign((_, params: { search: string }) => ({ search: params.search, page: 0, expandedIds: [] })),
    toggleRow: assign({
      expandedIds: ({ context }, params: { id: string }) =>
        context.expandedIds.includes(params.id)
          ? context.expandedIds.filter((id) => id !== params.id)
          : [...context.expandedIds, params.id],
    }),
    setPage: assign((_, params: { page: LogPage }) => ({
      items: params.page.items,
      total: params.page.total,
      totalEstimated: params.page.totalEstimated === true,
      loaded: true,
      error: null,
    })),
    setError: assign((_, params: { error: unknown }) => ({ error: logsErrorMessage(params.error), loaded: true })),
    setExportError: assign((_, params: { error: unknown }) => ({ exportError: logsErrorMessage(params.error) })),
    clearExportError: assign({ exportError: null }),
    emitFile: emit((_, params: { file: ExportFile }) => ({ type: 'export.ready' as const, file: params.file })),
  },
}).createMachine({
  id: 'logsDrawer',
  initial: 'closed',
  context: initialLogsDrawerContext,
  states: {
    closed: {
      on: { 'drawer.open': 'open', 'drawer.toggle': 'open' },
    },
    open: {
      type: 'parallel',
      exit: 'reset',
      on: {
        'drawer.close': '#logsDrawer.closed',
        'drawer.toggle': '#logsDrawer.closed',
        'filters.togglePanel': { actions: 'togglePanel' },
        'filters.edit': { actions: { type: 'editDraft', params: ({ event }) => ({ patch: event.patch }) } },
        'row.toggle': { actions: { type: 'toggleRow', params: ({ event }) => ({ id: event.id }) } },
      },
      states: {
        // Events that reload live on this region: handled on `open`, they would restart the export too.
        list: {
          initial: 'loading',
          on: {
            'filters.apply': { target: '.loading', actions: 'applyDraft' },
            'filters.clear': { target: '.loading', actions: 'clearFilters' },
            'page.next': { guard: 'hasNextPage', target: '.loading', actions: 'nextPage' },
            'page.previous': { guard: 'hasPreviousPage', target: '.loading', actions: 'previousPage' },
            'pageSize.change': {
              target: '.loading',
              actions: { type: 'setPageSize', params: ({ event }) => ({ pageSize: event.pageSize }) },
            },
            'logs.refresh': '.loading',
            'search.change': {
              target: '.debouncing',
              actions: { type: 'setSearch', params: ({ event }) => ({ search: event.search }) },
            },
          },
          states: {
            loading: {
              tags: 'loading',
              invoke: {
                id: 'loadLogs',
                src: 'loadLogs',
                input: ({ context }) => ({
                  query: logQueryWithSearch(logFiltersToQuery(context.applied), context.search),
                  page: context.page,
                  pageSize: context.pageSize,
                }),
                onDone: {
                  target: 'idle',
                  actions: { type: 'setPage', params: ({ event }) => ({ page: event.output }) },
                },
                onError: {
                  target: 'idle',
                  actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            idle: {
              after: { pollInterval: 'loading' },
            },
            // Typing restarts the wait (re-entering drops the timer), so the server is asked once.
            debouncing: {
              after: { searchDebounce: 'loading' },
            },
          },
        },
        export: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'export.start': 'exporting' },
            },
            exporting: {
              tags: 'exporting',
              entry: 'clearExportError',
              invoke: {
                id: 'exportLogs',
                src: 'exportLogs',
                input: ({ context, event }) => {
                  assertEvent(event, 'export.start');
                  return {
                    query: logQueryWithSearch(logFiltersToQuery(context.applied), context.search),
                    format: event.format,
                  };
                },
                onDone: {
                  target: 'idle',
                  actions: { type: 'emitFile', params: ({ event }) => ({ file: event.output }) },
                },
                onError: {
                  target: 'idle',
                  actions: { type: 'setExportError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
      },
    },
  },
});

export type LogsDrawerMachine = typeof logsDrawerMachine;
export type LogsDrawerSnapshot = SnapshotFrom<LogsDrawerMachine>;
export type LogsDrawerActorRef = ActorRefFrom<LogsDrawerMachine>;
