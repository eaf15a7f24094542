import { Link } from 'react-router-dom';
import type { Dashboard, DashboardRun, RunHeadline } from '../../api/queries/dashboard';
import { formatValue } from '../../ui/charts/chart-format';
import { buttonClasses } from '../../ui/components/button';
import { EmptyState } from '../../ui/components/empty-state';
import { RunStatusBadge } from '../shared/run-status-badge';
import { DashboardSection } from './dashboard-section';
import { ROW_REM } from './section-skeleton';
import { DIRECTION_WORDS } from '../shared/metric-direction-words';

/** The server's limit (server/dashboard/recent-runs.ts). */
export const RECENT_RUNS = 5;

export function RecentRuns({ dashboard }: { dashboard?: Dashboard }) {
  const runs = dashboard?.runs ?? [];
  return (
    <DashboardSection
      title="Recent runs"
      rows={RECENT_RUNS}
      loading={!dashboard}
      actions={
        runs.length > 0 && (
          <Link to="/workspaces/experiments" className="text-sm font-medium text-accent-text hover:underline">
            View experiments
          </Link>
        )
      }
      empty={
        runs.length === 0 && (
          <EmptyState
            icon="flask"
            title="No runs yet"
            description="Scripts log runs and their metrics to an experiment with a personal access token. Make one to start logging."
            action={
              <Link to="/settings/tokens" className={buttonClasses('secondary')}>
                Make an access token
              </Link>
            }
          />
        )
      }
    >
      <ul className="divide-y divide-border">
        {runs.map((run) => (
          <RunRow key={run.id} run={run} />
        ))}
      </ul>
    </DashboardSection>
  );
}

function RunRow({ run }: { run: DashboardRun }) {
  const experimentPath = `/workspaces/experiments/${run.experiment.id}`;
  return (
    <li className="flex items-center justify-between gap-3 text-sm" style={{ minHeight: `${ROW_REM}rem` }}>
      <div className="min-w-0">
        <span className="flex items-center gap-2">
          <Link
            to={`${experimentPath}/runs/${run.id}`}
            className="truncate font-medium text-accent-text hover:underline"
          >
            {run.name}
          </Link>
          <RunStatusBadge status={run.status} />
        </span>
        <p className="truncate text-xs text-fg-muted">
          <Link to={experimentPath} className="hover:underline">
            {run.experiment.name}
          </Link>
          {` · ${run.workspace.name}`}
        </p>
      </div>
      <Headline headline={run.headline} />
    </li>
  );
}

/** The run's latest value of its experiment's primary metric, which way is better beside it. */
function Headline({ headline }: { headline: RunHeadline | null }) {
  if (!headline) return <span className="shrink-0 text-xs text-fg-muted">No primary metric</span>;
  return (
    <span className="flex shrink-0 flex-col items-end" title={DIRECTION_WORDS[headline.direction]}>
      <span className="font-medium tabular-nums">{headline.value === null ? '—' : formatValue(headline.value)}</span>
      <span className="text-xs text-fg-muted">
        {headline.metric}, {DIRECTION_WORDS[headline.direction]}
      </span>
    </span>
  );
}
