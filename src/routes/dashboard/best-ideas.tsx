import { Link } from 'react-router-dom';
import type { Dashboard } from '../../api/queries/dashboard';
import type { IdeaLeaderboardRow } from '../../api/queries/leaderboards';
import { eloToStars } from '../../domain/scoring';
import { buttonClasses } from '../../ui/components/button';
import { EmptyState } from '../../ui/components/empty-state';
import { StarRating } from '../../ui/components/star-rating';
import { DashboardSection } from './dashboard-section';
import { ROW_REM } from './section-skeleton';

/** The server's limit (server/dashboard/best-ideas.ts): the top of the idea leaderboard. */
export const BEST_IDEAS = 5;

export function BestIdeas({ dashboard }: { dashboard?: Dashboard }) {
  const rows = dashboard?.bestIdeas ?? [];
  return (
    <DashboardSection
      title="Best ideas"
      rows={BEST_IDEAS}
      loading={!dashboard}
      actions={
        rows.length > 0 && (
          <Link to="/workspaces/leaderboards" className="text-sm font-medium text-accent-text hover:underline">
            View leaderboards
          </Link>
        )
      }
      empty={
        rows.length === 0 && (
          <EmptyState
            icon="trophy"
            title="No ideas yet"
            description="A Co-Scientist session generates ideas and ranks them by Elo. Create a research goal, then start its session."
            action={
              <Link to="/workspaces/create-goal" className={buttonClasses('secondary')}>
                Create a research goal
              </Link>
            }
          />
        )
      }
    >
      <ol aria-label="Best ideas by Elo" className="divide-y divide-border">
        {rows.map((row) => (
          <IdeaRow key={row.idea.id} row={row} />
        ))}
      </ol>
    </DashboardSection>
  );
}

function IdeaRow({ row }: { row: IdeaLeaderboardRow }) {
  const { idea, workspace, goal } = row;
  return (
    <li className="flex items-center gap-3 text-sm" style={{ minHeight: `${ROW_REM}rem` }}>
      <span className="w-6 shrink-0 text-fg-muted tabular-nums">{row.rank}.</span>
      <div className="min-w-0 flex-1">
        <Link
          to={`/workspaces/${workspace.id}/ideas/${idea.id}`}
          className="block truncate font-medium text-accent-text hover:underline"
        >
          {idea.title}
        </Link>
        <p className="truncate text-xs text-fg-muted">
          {workspace.name} · {goal.title}
        </p>
      </div>
      {/* On a phone the title needs the room; the Elo beside it says the same. */}
      <span className="hidden shrink-0 sm:inline-flex">
        <StarRating stars={eloToStars(idea.eloRating)} size={14} />
      </span>
      <span className="w-16 shrink-0 text-right text-xs text-fg-muted tabular-nums">
        Elo {Math.round(idea.eloRating)}
      </span>
    </li>
  );
}
