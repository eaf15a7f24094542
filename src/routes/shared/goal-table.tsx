import { Link } from 'react-router-dom';
import { isOptimisticGoal } from '../../api/queries/goals';
import type { WorkspaceRole } from '../../api/queries/members';
import type { ResearchGoal } from '../../api/types';
import { isTerminalSessionStatus } from '../../domain/session-status';
import { Badge } from '../../ui/components/badge';
import { Button, buttonClasses } from '../../ui/components/button';
import { cx } from '../../ui/components/cx';
import { formatDate } from '../../ui/format/format-date';
import { GoalStatus } from './goal-status';
import { refusedProps, RoleNote, useRoleGate } from './role-gate';
import { ScrollRegion } from '../../ui/components/scroll-region';

interface GoalTableProps {
  goals: readonly ResearchGoal[];
  /** Given when goals of several workspaces are listed together. */
  workspaceNames?: ReadonlyMap<string, string>;
  /** The reader's role in each goal's workspace, when goals of several are listed; else the page's. */
  roles?: ReadonlyMap<string, WorkspaceRole>;
  onStart: (goal: ResearchGoal) => void;
  startingGoalId?: string;
  caption?: string;
}

/** Workspace, ideas and date get their own columns from a 56rem-wide table. */
const FROM_WIDE = 'hidden @4xl:table-cell';

const sessionOf = (goal: ResearchGoal) => goal.session?.id ?? goal.currentSessionId ?? goal.sessionId ?? null;
const isLive = (goal: ResearchGoal) => !!goal.session && !isTerminalSessionStatus(goal.session.status);

export function GoalTable({
  goals,
  workspaceNames,
  roles,
  onStart,
  startingGoalId,
  caption = 'Research goals',
}: GoalTableProps) {
  return (
    // Columns follow the table's own width (a container query): beside the create-goal form or the
    // sidebar it is narrower than the window. Narrow, each row wraps into a card: title, then status
    // and actions. The elements stay a table, so screen readers still read rows and headers.
    <ScrollRegion label={`${caption}, scrollable`} className="@container bg-surface">
      <table className="block w-full text-left text-sm @2xl:table">
        <caption className="sr-only">{caption}</caption>
        <thead className="sr-only border-b border-border bg-surface-muted text-xs text-fg-muted @2xl:not-sr-only @2xl:table-header-group">
          <tr>
            <th scope="col" className="px-4 py-2.5 font-medium">
              Goal
            </th>
            {workspaceNames && (
              <th scope="col" className={cx(FROM_WIDE, 'px-4 py-2.5 font-medium')}>
                Workspace
              </th>
            )}
            <th scope="col" className="px-4 py-2.5 font-medium">
              Status
            </th>
            <th scope="col" className={cx(FROM_WIDE, 'px-4 py-2.5 font-medium')}>
              Ideas
            </th>
            <th scope="col" className={cx(FROM_WIDE, 'px-4 py-2.5 font-medium whitespace-nowrap')}>
              Created
            </th>
            <th scope="col" className="px-4 py-2.5 text-right font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="block divide-y divide-border @2xl:table-row-group">
          {goals.map((goal) => (
            <GoalRow
              key={goal.id}
              goal={goal}
              workspaceName={workspaceNames && (workspaceNames.get(goal.workspaceId) ?? 'Workspace')}
              role={roles?.get(goal.workspaceId)}
              onStart={onStart}
              startingGoalId={startingGoalId}
            />
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

interface GoalRowProps {
  goal: ResearchGoal;
  /** Shown as a column when goals of several workspaces are listed together. */
  workspaceName?: string;
  role?: WorkspaceRole;
  onStart: (goal: ResearchGoal) => void;
  startingGoalId?: string;
}

function GoalRow({ goal, workspaceName, role, onStart, startingGoalId }: GoalRowProps) {
  const saving = isOptimisticGoal(goal);
  const summary = goal.scoringSummary;
  return (
    <tr
      aria-busy={saving || undefined}
      className={cx(
        'flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 @2xl:table-row @2xl:p-0',
        saving ? 'opacity-70' : 'hover:bg-surface-muted/60',
      )}
    >
      <th scope="row" className="basis-full font-medium break-words @2xl:px-4 @2xl:py-3">
        <span className="line-clamp-2" title={goal.title}>
          {goal.title}
        </span>
        {goal.description && <span className="line-clamp-2 text-xs font-normal text-fg-muted">{goal.description}</span>}
      </th>
      {workspaceName !== undefined && (
        <td className={cx(FROM_WIDE, 'px-4 py-3 text-fg-muted')}>
          <Link to={`/workspaces/${goal.workspaceId}/goals`} className="hover:underline">
            {workspaceName}
          </Link>
        </td>
      )}
      <td className="@2xl:px-4 @2xl:py-3">{saving ? <Badge>Saving…</Badge> : <GoalStatus goal={goal} />}</td>
      <td className={cx(FROM_WIDE, 'px-4 py-3 whitespace-nowrap text-fg-muted tabular-nums')}>
        {summary && summary.numIdeas > 0 ? `${summary.numIdeas} · top Elo ${Math.round(summary.topEloRating)}` : '—'}
      </td>
      <td className={cx(FROM_WIDE, 'px-4 py-3 whitespace-nowrap text-fg-muted')}>
        <time dateTime={goal.createdAt}>{formatDate(goal.createdAt)}</time>
      </td>
      <td className="ml-auto @2xl:px-4 @2xl:py-2 @2xl:text-right @2xl:whitespace-nowrap">
        {!saving && <GoalActions goal={goal} role={role} onStart={onStart} startingGoalId={startingGoalId} />}
      </td>
    </tr>
  );
}

function GoalActions({ goal, role, onStart, startingGoalId }: Omit<GoalRowProps, 'workspaceName'>) {
  const sessionId = sessionOf(goal);
  // Starting a session is an edit (startSession); the reason is read out, and shown on hover, per row.
  const gate = useRoleGate('edit', role);
  return (
    <div className="flex flex-wrap justify-end gap-2">
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
        <>
          <Button
            size="sm"
            icon="lightbulb"
            aria-label={`Start session for ${goal.title}`}
            loading={startingGoalId === goal.id}
            disabled={!!startingGoalId}
            onClick={() => onStart(goal)}
            {...refusedProps(gate)}
          >
            Start session
          </Button>
          <RoleNote gate={gate} className="sr-only" />
        </>
      )}
    </div>
  );
}
