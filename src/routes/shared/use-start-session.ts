import { useNavigate } from 'react-router-dom';
import { getErrorMessage } from '../../api/errors';
import { useStartSession } from '../../api/queries/sessions';
import type { ResearchGoal } from '../../api/types';
import { watchSession } from '../../ui/session-watch/watched-sessions';
import { useToast } from '../../ui/toast/toast-provider';
import { goalOverrides } from './goal-form';

/**
 * Starts a Co-Scientist session on a goal and opens its page; a failure is a toast. The promise
 * form, not mutate's callbacks: those are dropped when the page unmounts mid-request (the
 * create-goal page moves on to the goals list), and a started session must still open.
 */
export function useStartGoalSession() {
  const start = useStartSession();
  const navigate = useNavigate();
  const toast = useToast();
  return {
    startingGoalId: start.isPending ? start.variables?.goalId : undefined,
    start: (goal: ResearchGoal) =>
      start.mutateAsync({ workspaceId: goal.workspaceId, goalId: goal.id, overrides: goalOverrides(goal) }).then(
        (session) => {
          // Watched from now on: its end is announced wherever the user is by then.
          watchSession({ sessionId: session.id, workspaceId: goal.workspaceId, goalId: goal.id, title: goal.title });
          navigate(`/workspaces/${goal.workspaceId}/session/${session.id}`);
        },
        (err: unknown) => toast.error('Could not start the session', getErrorMessage(err)),
      ),
  };
}
