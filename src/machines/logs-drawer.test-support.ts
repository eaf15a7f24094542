// Test helpers for the logs drawer machine: rows, canned answers, and stub actors that settle
// only when a test says so (the way src/machines/auth.machine.test.ts drives its actors).
import { fromPromise } from 'xstate';
import { toApiError } from '../api/errors';
import type { ActivityLog, LogPage } from '../api/queries/logs';
import type { ExportFile } from '../domain/activity-export';
import type { ExportLogsInput, LoadLogsInput } from './logs-drawer.types';

export const logRow = (n: number, overrides: Partial<ActivityLog> = {}): ActivityLog => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  entityType: 'workspace',
  entityId: `11111111-0000-4000-8000-${String(n).padStart(12, '0')}`,
  userId: '00000000-0000-4000-8000-00000000000a',
  action: 'workspace.created',
  level: 'info',
  message: `Created workspace 'W${n}'`,
  metadata: { name: `W${n}` },
  createdAt: '2026-11-22T09:30:00.000Z',
  ...overrides,
});

export const PAGE: LogPage = { items: [logRow(1), logRow(2)], total: 120 };
export const FILE: ExportFile = {
  fileName: 'activity-logs-2026-11-22.csv',
  mimeType: 'text/csv;charset=utf-8',
  content: 'x',
};
export const FAILURE = toApiError(500, { detail: { error: { message: 'Database unavailable', type: 'internal' } } });

type ActorId = 'loadLogs' | 'exportLogs';
interface Deferred {
  resolve: (value: unknown) => void;
  reject: (err: unknown) => void;
  signal: AbortSignal;
}

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

export function settle(
  pending: ReturnType<typeof controlledActors>['pending'],
  event: { type: string; output?: unknown; error?: unknown },
) {
  const [, outcome, , id] = event.type.split('.') as [string, 'done' | 'error', string, ActorId];
  const deferred = pending[id];
  if (!deferred) throw new Error(`${id} is not running`);
  if (outcome === 'done') deferred.resolve(event.output);
  else deferred.reject(event.error);
}
