import { Link } from 'react-router-dom';
import { isOptimisticGoal } from '../../api/queries/goals';
import type { ResearchGoal } from '../../api/types';
import { isTerminalSessionStatus } from '../../domain/session-status';
import { Badge } from '../../ui/components/badge';
import { Button, buttonClasses } from '../../ui/components/button';
import { formatDate } from '../../ui/format/format-date';
import { GoalStatus } from './goal-status';

interface GoalTableProps {
  goals: readonly ResearchGoal[];
  /** Given when goals of several workspaces are listed together. */
  workspaceNames?: ReadonlyMap<string, string>;
  onStart: (goal: ResearchGoal) => void;
  startingGoalId?: string;
  caption?: string;
}

const sessionOf = (goal: ResearchGoal) => goal.session?.id ?? goal.currentSessionId ?? goal.sessionId ?? null;
const isLive = (goal: ResearchGoal) => !!goal.session && !isTerminalSessionStatus(goal.session.status);

export function GoalTable({
  goals,
  workspaceNames,
  onStart,
  startingGoalId,
  caption = 'Research goals',
}: GoalTableProps) {
  return (
    <div className="overflow-x-auto rounded-ui border border-border bg-surface">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-border bg-surface-muted text-xs text-fg-muted">
          <tr>
            <th scope="col" className="px-4 py-2.5 font-medium">
              Goal
            </th>
            {workspaceNames && (
              <th scope="col" className="hidden px-4 py-2.5 font-medium md:table-cell">
                Workspace
              </th>
            )}
            <th scope="col" className="px-4 py-2.5 font-medium">
              Status
            </th>
            <th scope="col" className="hidden px-4 py-2.5 font-medium md:table-cell">
              Ideas
            </th>
            <th scope="col" className="hidden px-4 py-2.5 font-medium whitespace-nowrap sm:table-cell">
              Created
            </th>
            <th scope="col" className="px-4 py-2.5 text-right font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {goals.map((goal) => (
            <GoalRow
              key={goal.id}
              goal={goal}
              workspaceName={workspaceNames && (workspaceNames.get(goal.workspaceId) ?? 'Workspace')}
              onStart={onStart}
              startingGoalId={startingGoalId}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface GoalRowProps {
  goal: ResearchGoal;
  /** Shown as a column when goals of several workspaces are listed together. */
  workspaceName?: string;
  onStart: (goal: ResearchGoal) => void;
  startingGoalId?: string;
}

function GoalRow({ goal, workspaceName, onStart, startingGoalId }: GoalRowProps) {
  const saving = isOptimisticGoal(goal);
  const summary = goal.scoringSummary;
  return (
    <tr aria-busy={saving || undefined} className={saving ? 'opacity-70' : 'hover:bg-surface-muted/60'}>
      <th scope="row" className="max-w-md px-4 py-3 font-medium">
        <span className="block truncate">{goal.title}</span>
        {goal.description && <span className="line-clamp-2 text-xs font-normal text-fg-muted">{goal.description}</span>}
      </th>
      {workspaceName !== undefined && (
        <td className="hidden px-4 py-3 text-fg-muted md:table-cell">
          <Link to={`/workspaces/${goal.workspaceId}/goals`} className="hover:underline">
            {workspaceName}
          </Link>
        </td>
      )}
      <td className="px-4 py-3">{saving ? <Badge>Saving…</Badge> : <GoalStatus goal={goal} />}</td>
      <td className="hidden px-4 py-3 whitespace-nowrap text-fg-muted tabular-nums md:table-cell">
        {summary && summary.numIdeas > 0 ? `${summary.numIdeas} · top Elo ${Math.round(summary.topEloRating)}` : '—'}
      </td>
      <td className="hidden px-4 py-3 whitespace-nowrap text-fg-muted sm:table-cell">
        <time dateTime={goal.createdAt}>{formatDate(goal.createdAt)}</time>
      </td>
      <td className="px-4 py-2 text-right whitespace-nowrap">
        {!saving && <GoalActions goal={goal} onStart={onStart} startingGoalId={startingGoalId} />}
      </td>
    </tr>
  );
}

function GoalActions({ goal, onStart, startingGoalId }: Omit<GoalRowProps, 'workspaceName'>) {
  const sessionId = sessionOf(goal);
  return (
    <div className="flex justify-end gap-2">
      {sessionId && (
        <Link
          to={`/workspaces/${goal.workspaceId}/session/${sessionId}`}
          aria-label={`Open session for ${goal.title}`}
          className={buttonClasses('secondary', 'sm')}
        >
          Open session
        </Link>
      )}
      {!isLive(goal) && (
        <Button
          size="sm"
          icon="lightbulb"
          aria-label={`Start session for ${goal.title}`}
          loading={startingGoalId === goal.id}
          disabled={!!startingGoalId}
          onClick={() => onStart(goal)}
        >
          Start session
        </Button>
      )}
    </div>
  );
}
