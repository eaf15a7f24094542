import { useNavigate } from 'react-router-dom';
import { getErrorMessage } from '../../api/errors';
import { useStartSession } from '../../api/queries/sessions';
import type { ResearchGoal } from '../../api/types';
import { useToast } from '../../ui/toast/toast-provider';
import { goalOverrides } from './goal-form';

/** Starts a Co-Scientist session on a goal and opens its page; a failure is a toast. */
export function useStartGoalSession() {
  const start = useStartSession();
  const navigate = useNavigate();
  const toast = useToast();
  return {
    startingGoalId: start.isPending ? start.variables?.goalId : undefined,
    start: (goal: ResearchGoal) =>
      start.mutate(
        { workspaceId: goal.workspaceId, goalId: goal.id, overrides: goalOverrides(goal) },
        {
          onSuccess: (session) => navigate(`/workspaces/${goal.workspaceId}/session/${session.id}`),
          onError: (err) => toast.error('Could not start the session', getErrorMessage(err)),
        },
      ),
  };
}
