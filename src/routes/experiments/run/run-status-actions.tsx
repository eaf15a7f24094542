import { getErrorMessage } from '../../../api/errors';
import { useUpdateRun, type Run, type RunStatus } from '../../../api/queries/runs';
import { RUN_TRANSITIONS } from '../../../domain/run-lifecycle';
import { Alert } from '../../../ui/components/alert';
import { Button } from '../../../ui/components/button';
import { useToast } from '../../../ui/toast/toast-provider';
import { RUN_STATUS_LABELS } from '../../shared/run-status-badge';
import { refusedProps, RoleNote, useRoleGate } from '../../shared/role-gate';

const ACTION_LABELS: Partial<Record<RunStatus, string>> = {
  finished: 'Mark finished',
  failed: 'Mark failed',
  killed: 'Mark killed',
};

/** A running run ends once: finished, failed or killed. An ended run offers nothing. */
export function RunStatusActions({ run }: { run: Run }) {
  const update = useUpdateRun();
  const toast = useToast();
  const moves = RUN_TRANSITIONS[run.status];
  // Ending a run is an edit (updateRun), as are its name, tags and notes.
  const gate = useRoleGate('edit');
  if (moves.length === 0) return null;
  return (
    <div className="flex flex-col items-end gap-2">
      <div role="group" aria-label="Run actions" className="flex flex-wrap gap-2">
        {moves.map((status) => (
          <Button
            key={status}
            size="sm"
            variant={status === 'finished' ? 'primary' : 'secondary'}
            disabled={update.isPending}
            loading={update.isPending && update.variables?.patch.status === status}
            onClick={() =>
              update.mutate(
                { runId: run.id, patch: { status } },
                { onSuccess: () => toast.success(`Run ${RUN_STATUS_LABELS[status].toLowerCase()}`) },
              )
            }
            {...refusedProps(gate)}
          >
            {ACTION_LABELS[status]}
          </Button>
        ))}
      </div>
      <RoleNote gate={gate} className="text-right" />
      {update.error != null && <Alert title="The run did not change">{getErrorMessage(update.error)}</Alert>}
    </div>
  );
}
