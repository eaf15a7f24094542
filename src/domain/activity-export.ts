// Activity-log exports: CSV or JSON, built in the browser from every matching row, named with the
// current date. CSV goes through toCsv; nothing here hand-escapes it. The CSV reads like the
// drawer (level and action in words) and keeps the event name beside them, and who acted by id
// (`userId`, as the API names it) and by name (`actor`); JSON is the API's rows, each with its actor.
import { activityActionLabel } from './activity-actions';
import type { ActivityLogEntry } from './activity-logs';
import { enumWords } from './enum-words';
import { toCsv } from './csv';

export const ACTIVITY_CSV_COLUMNS = [
  'createdAt',
  'level',
  'entityType',
  'entityId',
  'action',
  'message',
  'event',
  'userId',
  'actor',
  'id',
  'metadata',
] as const;

/** One row per log; metadata as compact JSON. Cells that a spreadsheet would run as a formula are defused. */
export function logsToCsv(logs: ActivityLogEntry[]): string {
  const cell = (log: ActivityLogEntry, column: (typeof ACTIVITY_CSV_COLUMNS)[number]) => {
    if (column === 'metadata') return JSON.stringify(log.metadata ?? {});
    if (column === 'level') return enumWords(log.level);
    if (column === 'action') return activityActionLabel(log.action);
    if (column === 'event') return log.action;
    if (column === 'actor') return log.actor?.name ?? '';
    return log[column];
  };
  const data = logs.map((log) => ACTIVITY_CSV_COLUMNS.map((column) => cell(log, column)));
  return toCsv(ACTIVITY_CSV_COLUMNS, data);
}

export interface ActivityJsonExport {
  exportedAt: string;
  total: number;
  items: ActivityLogEntry[];
}

export function logsToJson(logs: ActivityLogEntry[], exportedAt: Date = new Date()): string {
  const body: ActivityJsonExport = { exportedAt: exportedAt.toISOString(), total: logs.length, items: logs };
  return `${JSON.stringify(body, null, 2)}\n`;
}

/** YYYY-MM-DD in the reader's own calendar: the day they see on their clock. */
export function localDateStamp(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** e.g. exportFileName('activity-logs', 'csv', now) → activity-logs-2026-11-22.csv */
export function exportFileName(kind: string, ext: string, date: Date = new Date()): string {
  return `${kind}-${localDateStamp(date)}.${ext}`;
}

export const EXPORT_MIME_TYPES = { csv: 'text/csv;charset=utf-8', json: 'application/json' } as const;

export type LogExportFormat = keyof typeof EXPORT_MIME_TYPES;

export interface ExportFile {
  fileName: string;
  mimeType: string;
  content: string;
}

/** The whole file for a download: activity-logs-YYYY-MM-DD.csv or .json. */
export function buildLogExport(format: LogExportFormat, logs: ActivityLogEntry[], now: Date = new Date()): ExportFile {
  return {
    fileName: exportFileName('activity-logs', format, now),
    mimeType: EXPORT_MIME_TYPES[format],
    content: format === 'csv' ? logsToCsv(logs) : logsToJson(logs, now),
  };
}
