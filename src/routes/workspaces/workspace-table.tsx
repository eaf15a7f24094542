import { Link } from 'react-router-dom';
import type { Workspace } from '../../api/types';
import { DataTable, type DataColumn } from '../../ui/components/data-table';
import { IconButton } from '../../ui/components/icon-button';
import { formatDate } from '../../ui/format/format-date';
import { ROLE_LABELS } from '../shared/member-words';

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
      id: 'role',
      header: 'Your role',
      headerClassName: 'whitespace-nowrap',
      className: 'whitespace-nowrap text-fg-muted',
      cell: (ws) => ROLE_LABELS[ws.role],
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
      // Renaming and deleting are the owners' (decision 013): the role column says why they are absent.
      cell: (ws) => ws.role === 'owner' && <OwnerActions workspace={ws} onEdit={onEdit} onDelete={onDelete} />,
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

function OwnerActions({
  workspace,
  onEdit,
  onDelete,
}: { workspace: Workspace } & Omit<WorkspaceTableProps, 'workspaces'>) {
  return (
    <>
      <IconButton icon="pencil" size="sm" aria-label={`Edit ${workspace.name}`} onClick={() => onEdit(workspace)} />
      <IconButton
        icon="trash"
        size="sm"
        aria-label={`Delete ${workspace.name}`}
        onClick={() => onDelete(workspace)}
        className="hover:text-danger-text"
      />
    </>
  );
}
