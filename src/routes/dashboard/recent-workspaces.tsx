import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { workspacesQueryOptions } from '../../api/queries/workspaces';
import { SectionCard } from '../../ui/components/card';
import { formatDate } from '../../ui/format/format-date';
import { WorkspacesState } from '../shared/workspaces-state';

export const RECENT_WORKSPACES = 5;

/** The newest few workspaces (the list is newest first), with a way to the rest. */
export function RecentWorkspaces({ onCreate }: { onCreate: () => void }) {
  const query = useQuery(workspacesQueryOptions({ page: 1, pageSize: RECENT_WORKSPACES }));
  const data = query.data;
  return (
    <SectionCard
      title="Recent workspaces"
      actions={
        data && data.total > 0 ? (
          <Link to="/workspaces/list" className="text-sm font-medium text-accent-text hover:underline">
            View all workspaces
          </Link>
        ) : null
      }
    >
      <WorkspacesState query={query} onCreate={onCreate}>
        <ul className="divide-y divide-border">
          {data?.items.map((ws) => (
            <li key={ws.id} className="flex items-center justify-between gap-4 py-3">
              <div className="min-w-0">
                <Link
                  to={`/workspaces/${ws.id}`}
                  className="block truncate font-medium text-accent-text hover:underline"
                >
                  {ws.name}
                </Link>
                {ws.description && <p className="truncate text-sm text-fg-muted">{ws.description}</p>}
              </div>
              <time dateTime={ws.createdAt} className="shrink-0 text-sm text-fg-muted">
                {formatDate(ws.createdAt)}
              </time>
            </li>
          ))}
        </ul>
      </WorkspacesState>
    </SectionCard>
  );
}
