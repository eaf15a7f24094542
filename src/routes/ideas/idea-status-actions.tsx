import { useState } from 'react';
import { getErrorMessage } from '../../api/errors';
import { useRefreshIdea, useSetIdeaStatus } from '../../api/queries/ideas';
import type { Idea, IdeaStatus } from '../../api/types';
import { IDEA_TRANSITIONS } from '../../domain/idea-lifecycle';
import { Button } from '../../ui/components/button';
import { ConfirmDialog } from '../../ui/components/dialog';
import { useToast } from '../../ui/toast/toast-provider';

// Converted is reached by converting the idea into a workflow, never by a button here.
const ACTIONS: Partial<Record<IdeaStatus, string>> = {
  reviewed: 'Mark as reviewed',
  selected: 'Select idea',
  archived: 'Archive idea',
};

/** The moves the lifecycle table allows from the idea's status, and a refresh. */
export function IdeaStatusActions({ idea }: { idea: Idea }) {
  const setStatus = useSetIdeaStatus();
  const refresh = useRefreshIdea();
  const toast = useToast();
  const [archiving, setArchiving] = useState(false);
  const moves = IDEA_TRANSITIONS[idea.status].filter((to) => ACTIONS[to]);

  const move = (status: IdeaStatus) =>
    setStatus.mutate(
      { id: idea.id, status },
      {
        onSuccess: () => toast.success(ACTIONS[status] === 'Archive idea' ? 'Idea archived' : `Idea ${status}`),
        onError: (err) => toast.error('Could not change the status', getErrorMessage(err)),
      },
    );

  return (
    <div role="group" aria-label="Idea actions" className="flex flex-wrap gap-2">
      {moves.map((to) => (
        <Button
          key={to}
          size="sm"
          variant={to === 'archived' ? 'secondary' : 'primary'}
          loading={setStatus.isPending && setStatus.variables?.status === to}
          disabled={setStatus.isPending}
          onClick={() => (to === 'archived' ? setArchiving(true) : move(to))}
        >
          {ACTIONS[to]}
        </Button>
      ))}
      <Button
        size="sm"
        variant="secondary"
        loading={refresh.isPending}
        onClick={() => refresh.mutate(idea.id, { onError: (err) => toast.error('Could not refresh the idea', getErrorMessage(err)) })}
      >
        Refresh idea
      </Button>
      <ConfirmDialog
        open={archiving}
        title="Archive this idea?"
        message="An archived idea cannot change status again."
        confirmLabel="Archive idea"
        onConfirm={() => {
          setArchiving(false);
          move('archived');
        }}
        onCancel={() => setArchiving(false)}
      />
    </div>
  );
}
