import { Link } from 'react-router-dom';
import type { ResearchGoal } from '../../api/types';
import { isTerminalSessionStatus, sessionStatusLabel } from '../../domain/session-status';
import { Badge } from '../../ui/components/badge';

/** The goal's status, and its current session's when there is one (listGoals with enhanced details). */
export function GoalStatus({ goal }: { goal: ResearchGoal }) {
  const session = goal.session;
  return (
    <div className="flex flex-col items-start gap-1">
      <Badge tone={goal.status === 'draft' ? 'neutral' : 'accent'}>
        {goal.status === 'draft' ? 'Draft' : 'Generating ideas'}
      </Badge>
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
