// The logs drawer's context, events and actor inputs, apart from the chart that uses them.
import type { ActivityLog } from '../api/queries/logs';
import type { ExportFile, LogExportFormat } from '../domain/activity-export';
import {
  DEFAULT_LOG_PAGE_SIZE,
  EMPTY_LOG_FILTERS,
  type LogFilters,
  type LogPageSize,
  type LogQuery,
} from '../domain/activity-logs';

export interface LogsDrawerContext {
  /** What the filters panel shows; sent only on filters.apply. */
  draft: LogFilters;
  applied: LogFilters;
  page: number; // from 0
  pageSize: LogPageSize;
  items: ActivityLog[];
  total: number;
  totalEstimated: boolean;
  /** Has a page arrived since the drawer opened (until then there is nothing to show). */
  loaded: boolean;
  error: string | null;
  exportError: string | null;
  /** The search box's text: sent, trimmed, with every load and export once typing pauses. */
  search: string;
  expandedIds: string[];
  filtersVisible: boolean;
}

export type LogsDrawerEvent =
  | { type: 'drawer.open' }
  | { type: 'drawer.close' }
  | { type: 'drawer.toggle' }
  | { type: 'filters.togglePanel' }
  | { type: 'filters.edit'; patch: Partial<LogFilters> }
  | { type: 'filters.apply' }
  | { type: 'filters.clear' }
  | { type: 'page.next' }
  | { type: 'page.previous' }
  | { type: 'pageSize.change'; pageSize: LogPageSize }
  | { type: 'logs.refresh' }
  | { type: 'search.change'; search: string }
  | { type: 'row.toggle'; id: string }
  | { type: 'export.start'; format: LogExportFormat };

export type LogsDrawerEmitted = { type: 'export.ready'; file: ExportFile };
export type LogsDrawerTag = 'loading' | 'exporting';
export interface LoadLogsInput {
  query: LogQuery;
  page: number;
  pageSize: number;
}
export interface ExportLogsInput {
  query: LogQuery;
  format: LogExportFormat;
}

export const initialLogsDrawerContext: LogsDrawerContext = {
  draft: EMPTY_LOG_FILTERS,
  applied: EMPTY_LOG_FILTERS,
  page: 0,
  pageSize: DEFAULT_LOG_PAGE_SIZE,
  items: [],
  total: 0,
  totalEstimated: false,
  loaded: false,
  error: null,
  exportError: null,
  search: '',
  expandedIds: [],
  filtersVisible: false,
};
