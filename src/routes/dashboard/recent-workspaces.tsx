import { Link } from 'react-router-dom';
import type { Dashboard } from '../../api/queries/dashboard';
import { formatDate } from '../../ui/format/format-date';
import { NoWorkspacesYet } from '../shared/workspaces-state';
import { DashboardSection } from './dashboard-section';
import { ROW_REM } from './section-skeleton';

/** The server's limit (server/dashboard/recent-workspaces.ts): the newest few, with a way to the rest. */
export const RECENT_WORKSPACES = 5;

export function RecentWorkspaces({ dashboard, onCreate }: { dashboard?: Dashboard; onCreate: () => void }) {
  const workspaces = dashboard?.workspaces ?? [];
  return (
    <DashboardSection
      title="Recent workspaces"
      rows={RECENT_WORKSPACES}
      loading={!dashboard}
      actions={
        workspaces.length > 0 && (
          <Link to="/workspaces/list" className="text-sm font-medium text-accent-text hover:underline">
            View all workspaces ({dashboard?.workspacesTotal})
          </Link>
        )
      }
      empty={workspaces.length === 0 && <NoWorkspacesYet onCreate={onCreate} />}
    >
      <ul className="divide-y divide-border">
        {workspaces.map((ws) => (
          <li key={ws.id} className="flex items-center justify-between gap-4" style={{ minHeight: `${ROW_REM}rem` }}>
            <div className="min-w-0">
              <Link to={`/workspaces/${ws.id}`} className="block truncate font-medium text-accent-text hover:underline">
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
    </DashboardSection>
  );
}
