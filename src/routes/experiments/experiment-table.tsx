import { Link } from 'react-router-dom';
import type { ExperimentSummary } from '../../api/types';
import { CommentCount } from '../../ui/comments/comment-count';
import { DataTable, type DataColumn } from '../../ui/components/data-table';
import { formatDate } from '../../ui/format/format-date';
import { EngineLabel } from '../shared/engine-label';
import { ExperimentStatusBadge } from '../shared/experiment-status-badge';

const COLUMNS: DataColumn<ExperimentSummary>[] = [
  {
    id: 'name',
    header: 'Experiment',
    rowHeader: true,
    className: 'max-w-md',
    cell: (e) => (
      <>
        <Link to={`/workspaces/experiments/${e.id}`} className="text-accent-text hover:underline">
          {e.name}
        </Link>
        <p className="line-clamp-2 text-xs font-normal text-fg-muted">{e.hypothesis}</p>
        <span className="flex flex-wrap items-center gap-1.5">
          <EngineLabel engine={e.engine} />
          <CommentCount count={e.commentCount} />
        </span>
      </>
    ),
  },
  { id: 'status', header: 'Status', cell: (e) => <ExperimentStatusBadge status={e.status} /> },
  {
    id: 'workspace',
    header: 'Workspace',
    cell: (e) => (
      <Link to={`/workspaces/${e.workspaceId}`} className="hover:underline">
        {e.workspaceName}
      </Link>
    ),
  },
  {
    id: 'created',
    header: 'Created',
    card: 'hidden',
    className: 'whitespace-nowrap text-fg-muted',
    cell: (e) => <time dateTime={e.createdAt}>{formatDate(e.createdAt)}</time>,
  },
];

export function ExperimentTable({ experiments }: { experiments: ExperimentSummary[] }) {
  return (
    <DataTable
      rows={experiments}
      columns={COLUMNS}
      caption="Experiments"
      getRowKey={(e) => e.id}
      regionClassName="bg-surface"
    />
  );
}
