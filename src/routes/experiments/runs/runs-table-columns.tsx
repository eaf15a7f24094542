import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PrimaryMetric, RunSummary } from '../../../api/queries/runs';
import { CommentCount } from '../../../ui/comments/comment-count';
import { formatDate } from '../../../ui/format/format-date';
import { runHref } from './compare-rules';
import { isRunKey, type KeyColumn } from './run-columns';
import { formatDuration, formatMetric, NO_VALUE } from './run-format';
import { RunStatusBadge } from '../../shared/run-status-badge';

export type SortOrder = 'asc' | 'desc';

export interface TableColumn {
  id: string;
  /** The header's words; also what the sort button's title names. */
  label: string;
  /** A line under the label (the primary metric's direction). */
  note?: string;
  /** The server's sortBy, when the column sorts. */
  sortBy?: string;
  /** The order of the first press: best first for a metric with a direction. */
  firstOrder?: SortOrder;
  numeric?: boolean;
  cell: (run: RunSummary) => ReactNode;
}

const metricCell = (key: string) => (run: RunSummary) => formatMetric(run.latestMetrics[key]?.value);

function fixedColumns(experimentId: string): TableColumn[] {
  return [
    {
      id: 'name',
      label: 'Run',
      sortBy: 'name',
      firstOrder: 'asc',
      cell: (run) => (
        <span className="inline-flex items-center gap-1.5">
          <Link to={runHref(experimentId, run.id)} className="font-medium text-accent-text hover:underline">
            {run.name}
          </Link>
          <CommentCount count={run.commentCount} />
        </span>
      ),
    },
    {
      id: 'status',
      label: 'Status',
      sortBy: 'status',
      firstOrder: 'asc',
      cell: (run) => <RunStatusBadge status={run.status} />,
    },
    {
      id: 'started',
      label: 'Started',
      sortBy: 'startedAt',
      firstOrder: 'desc',
      cell: (run) => <time dateTime={run.startedAt}>{formatDate(run.startedAt, true)}</time>,
    },
    { id: 'duration', label: 'Duration', numeric: true, cell: (run) => formatDuration(run.startedAt, run.endedAt) },
  ];
}

function primaryColumn(primary: PrimaryMetric): TableColumn {
  const sortable = isRunKey(primary.name);
  return {
    id: 'primary',
    label: primary.name,
    note: `Primary, ${primary.direction === 'maximize' ? 'higher' : 'lower'} is better`,
    ...(sortable && {
      sortBy: `metrics.${primary.name}`,
      firstOrder: primary.direction === 'maximize' ? ('desc' as const) : ('asc' as const),
    }),
    numeric: true,
    cell: metricCell(primary.name),
  };
}

function keyColumn({ kind, key, id }: KeyColumn): TableColumn {
  if (kind === 'metrics')
    return { id, label: key, sortBy: id, firstOrder: 'desc', numeric: true, cell: metricCell(key) };
  return { id, label: key, note: 'Param', sortBy: id, firstOrder: 'asc', cell: (run) => run.params[key] ?? NO_VALUE };
}

/** Name, status, times, the primary metric, then the chosen metrics and params. */
export function tableColumns(experimentId: string, primary: PrimaryMetric | null, chosen: readonly KeyColumn[]) {
  return [...fixedColumns(experimentId), ...(primary ? [primaryColumn(primary)] : []), ...chosen.map(keyColumn)];
}
