import { Link } from 'react-router-dom';
import type { Dashboard, DashboardSession } from '../../api/queries/dashboard';
import { sessionStatusLabel } from '../../domain/session-status';
import { Badge } from '../../ui/components/badge';
import { buttonClasses } from '../../ui/components/button';
import { EmptyState } from '../../ui/components/empty-state';
import { ProgressBar } from '../../ui/components/progress-bar';
import { DashboardSection } from './dashboard-section';
import { ROW_REM } from './section-skeleton';

/** The server's limit (server/dashboard/running-sessions.ts). */
export const RUNNING_SESSIONS = 5;

export function RunningSessions({ dashboard }: { dashboard?: Dashboard }) {
  const sessions = dashboard?.sessions ?? [];
  return (
    <DashboardSection
      title="Running sessions"
      rows={RUNNING_SESSIONS}
      loading={!dashboard}
      empty={
        sessions.length === 0 && (
          <EmptyState
            icon="lightbulb"
            title="No sessions are running"
            description="Start one from a research goal: its Co-Scientist session generates, reviews and ranks ideas."
            action={
              <Link to="/research-goals" className={buttonClasses('secondary')}>
                Go to research goals
              </Link>
            }
          />
        )
      }
    >
      <ul className="divide-y divide-border">
        {sessions.map((session) => (
          <SessionRow key={session.id} session={session} />
        ))}
      </ul>
    </DashboardSection>
  );
}

function SessionRow({ session }: { session: DashboardSession }) {
  const { progress, goal, workspace } = session;
  const percent = Math.round(progress.percent);
  const round = progress.rounds ? `Round ${progress.round} of ${progress.rounds}` : `Round ${progress.round}`;
  // The engine's step names its round ("Round 2 of 3: ranking ideas…"); saying it twice reads badly.
  const activity = progress.activity;
  const where = activity?.startsWith('Round ') ? activity : activity ? `${round} · ${activity}` : round;
  return (
    <li className="flex flex-col justify-center gap-1.5 py-2" style={{ minHeight: `${ROW_REM}rem` }}>
      <div className="flex items-center justify-between gap-3 text-sm">
        <Link
          to={`/workspaces/${workspace.id}/session/${session.id}`}
          className="min-w-0 truncate font-medium text-accent-text hover:underline"
        >
          {goal.title}
        </Link>
        <span className="flex shrink-0 items-center gap-2">
          <Badge tone="accent">{sessionStatusLabel(session.status)}</Badge>
          <span className="text-fg-muted tabular-nums">{percent}%</span>
        </span>
      </div>
      <ProgressBar value={progress.percent} label={`Progress of ${goal.title}`} className="h-1.5" />
      <p className="truncate text-xs text-fg-muted">
        <Link to={`/workspaces/${workspace.id}`} className="hover:underline">
          {workspace.name}
        </Link>
        {` · ${where}`}
      </p>
    </li>
  );
}
