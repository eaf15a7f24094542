import type { Dashboard } from '../../api/queries/dashboard';
import type { ActivityLog } from '../../api/queries/logs';
import { Button } from '../../ui/components/button';
import { EmptyState } from '../../ui/components/empty-state';
import { formatDate } from '../../ui/format/format-date';
import { LevelBadge } from '../../ui/logs-drawer/level-badge';
import { LogSentence } from '../../ui/logs-drawer/log-sentence';
import { DashboardSection } from './dashboard-section';
import { ROW_REM } from './section-skeleton';

/** The server's limit (server/dashboard/latest-activity.ts); the activity-log drawer has the rest. */
export const LATEST_ACTIVITY = 8;

export function LatestActivity({ dashboard, onCreate }: { dashboard?: Dashboard; onCreate: () => void }) {
  const logs = dashboard?.activity ?? [];
  return (
    <DashboardSection
      title="Latest activity"
      rows={LATEST_ACTIVITY}
      loading={!dashboard}
      empty={
        logs.length === 0 && (
          <EmptyState
            icon="activity"
            title="No activity yet"
            description="Everything you change, from a new workspace to a finished session, is listed here. Create a workspace to begin."
            action={
              <Button variant="secondary" icon="plus" onClick={onCreate}>
                Create a workspace
              </Button>
            }
          />
        )
      }
    >
      <ul className="divide-y divide-border">
        {logs.map((log) => (
          <ActivityRow key={log.id} log={log} />
        ))}
      </ul>
    </DashboardSection>
  );
}

// The same sentences as the activity-log drawer (src/domain/activity-sentences.ts), so a row
// reads alike in both places; the server's own message stays in the drawer's details.
function ActivityRow({ log }: { log: ActivityLog }) {
  return (
    <li className="flex items-center gap-3 text-sm" style={{ minHeight: `${ROW_REM}rem` }}>
      {/* Routine entries are info: only what needs a look wears its level. */}
      {log.level !== 'info' && <LevelBadge level={log.level} />}
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 break-words" title={log.message}>
          <LogSentence log={log} />
        </p>
        <p className="truncate text-xs text-fg-muted">
          <span className="capitalize">{log.entityType}</span>
          {' · '}
          <time dateTime={log.createdAt}>{formatDate(log.createdAt, true)}</time>
        </p>
      </div>
    </li>
  );
}
