import { Link } from 'react-router-dom';
import type { Workspace } from '../../api/types';
import { DataTable, type DataColumn } from '../../ui/components/data-table';
import { IconButton } from '../../ui/components/icon-button';
import { formatDate } from '../../ui/format/format-date';

interface WorkspaceTableProps {
  workspaces: Workspace[];
  onEdit: (workspace: Workspace) => void;
  onDelete: (workspace: Workspace) => void;
}

export function WorkspaceTable({ workspaces, onEdit, onDelete }: WorkspaceTableProps) {
  const columns: DataColumn<Workspace>[] = [
    {
      id: 'name',
      header: 'Name',
      rowHeader: true,
      className: 'max-w-64',
      cell: (ws) => (
        <Link to={`/workspaces/${ws.id}`} className="block truncate text-accent-text hover:underline">
          {ws.name}
        </Link>
      ),
    },
    {
      id: 'description',
      header: 'Description',
      card: 'hidden',
      headerClassName: 'hidden md:table-cell',
      className: 'hidden max-w-md text-fg-muted md:table-cell',
      cell: (ws) => <span className="line-clamp-2">{ws.description || '—'}</span>,
    },
    {
      id: 'created',
      header: 'Created',
      headerClassName: 'whitespace-nowrap',
      className: 'whitespace-nowrap text-fg-muted',
      cell: (ws) => <time dateTime={ws.createdAt}>{formatDate(ws.createdAt)}</time>,
    },
    {
      id: 'actions',
      header: <span className="sr-only">Actions</span>,
      label: 'Actions',
      card: 'action',
      headerClassName: 'text-right',
      className: 'px-2 py-2 text-right whitespace-nowrap',
      cell: (ws) => (
        <>
          <IconButton icon="pencil" size="sm" aria-label={`Edit ${ws.name}`} onClick={() => onEdit(ws)} />
          <IconButton
            icon="trash"
            size="sm"
            aria-label={`Delete ${ws.name}`}
            onClick={() => onDelete(ws)}
            className="hover:text-danger-text"
          />
        </>
      ),
    },
  ];
  return (
    <DataTable
      rows={workspaces}
      columns={columns}
      caption="Your workspaces"
      getRowKey={(ws) => ws.id}
      rowProps={() => ({ className: 'hover:bg-surface-muted/60' })}
      regionClassName="bg-surface"
    />
  );
}
