// Every event the logs drawer's model takes: the drawer's controls, each call settling, the poll.
import { toApiError } from '../api/errors';
import type { ActivityLog, LogPage } from '../api/queries/logs';
import type { ExportFile } from '../domain/activity-export';
import { logsDrawerMachine } from './logs-drawer.machine';
import type { LogsDrawerEvent } from './logs-drawer.types';
import { timerEventsOf } from './model/transitions';
import type { ModelEvent } from './model/types';

export const logRow = (n: number, overrides: Partial<ActivityLog> = {}): ActivityLog => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  entityType: 'workspace',
  entityId: `11111111-0000-4000-8000-${String(n).padStart(12, '0')}`,
  userId: '00000000-0000-4000-8000-00000000000a',
  actor: { id: '00000000-0000-4000-8000-00000000000a', name: 'Ada Lovelace' },
  action: 'workspace.created',
  level: 'info',
  message: `Created workspace 'W${n}'`,
  metadata: { name: `W${n}` },
  createdAt: '2026-11-22T09:30:00.000Z',
  ...overrides,
});

/** Two rows of 120: there are pages after the first, at 50 a page and at 25. */
export const PAGE: LogPage = { items: [logRow(1), logRow(2)], total: 120 };
export const FILE: ExportFile = {
  fileName: 'activity-logs-2026-11-22.csv',
  mimeType: 'text/csv;charset=utf-8',
  content: 'x',
};
export const FAILURE = toApiError(500, { detail: { error: { message: 'Database unavailable', type: 'internal' } } });

export const events: readonly ModelEvent<LogsDrawerEvent>[] = [
  { type: 'drawer.open' },
  { type: 'drawer.close' },
  { type: 'drawer.toggle' },
  { type: 'filters.togglePanel' },
  { type: 'filters.edit', patch: { level: 'error' } },
  { type: 'filters.apply' },
  { type: 'filters.clear' },
  { type: 'page.next' },
  { type: 'page.previous' },
  { type: 'pageSize.change', pageSize: 25 },
  { type: 'logs.refresh' },
  { type: 'search.change', search: 'alpha' },
  { type: 'row.toggle', id: logRow(1).id },
  { type: 'export.start', format: 'csv' },
  { type: 'export.start', format: 'json' },
  { type: 'xstate.done.actor.loadLogs', output: PAGE },
  { type: 'xstate.error.actor.loadLogs', error: FAILURE },
  { type: 'xstate.done.actor.exportLogs', output: FILE },
  { type: 'xstate.error.actor.exportLogs', error: FAILURE },
  ...timerEventsOf(logsDrawerMachine),
];
