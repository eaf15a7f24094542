import { Link } from 'react-router-dom';
import type { ResearchGoal } from '../../api/types';
import { goalBadge, isTerminalSessionStatus, sessionStatusLabel } from '../../domain/session-status';
import { Badge } from '../../ui/components/badge';

/** The goal's status, and its current session's when there is one (listGoals with enhanced details). */
export function GoalStatus({ goal }: { goal: ResearchGoal }) {
  const session = goal.session;
  const badge = goalBadge(goal.status, session?.status);
  return (
    <div className="flex flex-col items-start gap-1">
      <Badge tone={badge.tone}>{badge.label}</Badge>
      {session && (
        <Link
          to={`/workspaces/${goal.workspaceId}/session/${session.id}`}
          className="text-xs text-accent-text hover:underline"
        >
          Session {sessionStatusLabel(session.status).toLowerCase()}
          {!isTerminalSessionStatus(session.status) &&
            session.percent !== undefined &&
            ` · ${Math.round(session.percent)}%`}
        </Link>
      )}
    </div>
  );
}
