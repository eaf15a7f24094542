import { Link } from 'react-router-dom';
import type { Workspace } from '../../api/types';
import { IconButton } from '../../ui/components/icon-button';
import { formatDate } from '../../ui/format/format-date';
import { ScrollRegion } from '../../ui/components/scroll-region';

interface WorkspaceTableProps {
  workspaces: Workspace[];
  onEdit: (workspace: Workspace) => void;
  onDelete: (workspace: Workspace) => void;
}

export function WorkspaceTable({ workspaces, onEdit, onDelete }: WorkspaceTableProps) {
  return (
    <ScrollRegion label="Your workspaces, scrollable" className="bg-surface">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Your workspaces</caption>
        <thead className="border-b border-border bg-surface-muted text-xs text-fg-muted">
          <tr>
            <th scope="col" className="px-4 py-2.5 font-medium">
              Name
            </th>
            <th scope="col" className="hidden px-4 py-2.5 font-medium md:table-cell">
              Description
            </th>
            <th scope="col" className="px-4 py-2.5 font-medium whitespace-nowrap">
              Created
            </th>
            <th scope="col" className="px-4 py-2.5 text-right font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {workspaces.map((ws) => (
            <tr key={ws.id} className="hover:bg-surface-muted/60">
              <th scope="row" className="max-w-64 px-4 py-3 font-medium">
                <Link to={`/workspaces/${ws.id}`} className="block truncate text-accent-text hover:underline">
                  {ws.name}
                </Link>
              </th>
              <td className="hidden max-w-md px-4 py-3 text-fg-muted md:table-cell">
                <span className="line-clamp-2">{ws.description || '—'}</span>
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-fg-muted">
                <time dateTime={ws.createdAt}>{formatDate(ws.createdAt)}</time>
              </td>
              <td className="px-2 py-2 text-right whitespace-nowrap">
                <IconButton icon="pencil" size="sm" aria-label={`Edit ${ws.name}`} onClick={() => onEdit(ws)} />
                <IconButton
                  icon="trash"
                  size="sm"
                  aria-label={`Delete ${ws.name}`}
                  onClick={() => onDelete(ws)}
                  className="hover:text-danger-text"
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
