// The runs table's columns: the fixed ones, the primary metric, and the metric and param columns
// the user chose (kept in the address as `cols=metrics.acc,params.lr`).
import type { RunSummary } from '../../../api/queries/runs';

export type ColumnKind = 'metrics' | 'params';

export interface KeyColumn {
  kind: ColumnKind;
  key: string;
  /** The server's sortBy for it, and its id in the address. */
  id: string;
}

/** Shown when the address names no columns: a few of each, in name order. */
export const DEFAULT_COLUMNS_PER_KIND = 3;

const RUN_KEY = /^[A-Za-z0-9_.\-/]{1,250}$/;

/** Whether a name can be a logged key (and so a sortBy); a planned metric's name may not be. */
export const isRunKey = (key: string) => RUN_KEY.test(key);

export const columnOf = (kind: ColumnKind, key: string): KeyColumn => ({ kind, key, id: `${kind}.${key}` });

/** `metrics.train/loss` → the metric `train/loss`; anything else is not a column. */
export function parseColumn(id: string): KeyColumn | null {
  const match = /^(metrics|params)\.(.+)$/.exec(id);
  return match && isRunKey(match[2]) ? columnOf(match[1] as ColumnKind, match[2]) : null;
}

export function parseColumns(value: string | null): KeyColumn[] | undefined {
  if (value === null) return undefined;
  return value.split(',').flatMap((id) => parseColumn(id) ?? []);
}

export const serializeColumns = (columns: readonly KeyColumn[]) => columns.map((c) => c.id).join(',');

/** Every metric key (or param key) the runs carry, in name order. */
export function keysOf(runs: readonly RunSummary[], kind: ColumnKind): string[] {
  const keys = new Set(runs.flatMap((run) => Object.keys(kind === 'metrics' ? run.latestMetrics : run.params)));
  return [...keys].sort((a, b) => a.localeCompare(b));
}

/** The metric and param columns to offer: what the runs carry, plus what the address asked for. */
export function availableColumns(runs: readonly RunSummary[], chosen: readonly KeyColumn[], primary?: string) {
  const offered = (kind: ColumnKind) => {
    const keys = new Set([...keysOf(runs, kind), ...chosen.filter((c) => c.kind === kind).map((c) => c.key)]);
    if (kind === 'metrics' && primary) keys.delete(primary);
    return [...keys].sort((a, b) => a.localeCompare(b)).map((key) => columnOf(kind, key));
  };
  return { metrics: offered('metrics'), params: offered('params') };
}

/** The chosen columns, or a few of each kind when nothing was chosen yet. */
export function shownColumns(
  chosen: readonly KeyColumn[] | undefined,
  available: { metrics: KeyColumn[]; params: KeyColumn[] },
  primary?: string,
): KeyColumn[] {
  if (chosen) return chosen.filter((c) => !(c.kind === 'metrics' && c.key === primary));
  return [
    ...available.metrics.slice(0, DEFAULT_COLUMNS_PER_KIND),
    ...available.params.slice(0, DEFAULT_COLUMNS_PER_KIND),
  ];
}

/** A param as a number, when it is one ("0.01", "64"); null for text ("adam") and empty values. */
export function numericParam(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}
