import { useState } from 'react';
import { getErrorMessage } from '../../api/errors';
import { useMoveExperiment } from '../../api/queries/experiments';
import type { Experiment, ExperimentStatus } from '../../api/types';
import { EXPERIMENT_ACTION_LABELS, EXPERIMENT_STATUS_LABELS } from '../../domain/experiment-lifecycle';
import { Alert } from '../../ui/components/alert';
import { Button } from '../../ui/components/button';
import { ConfirmDialog } from '../../ui/components/dialog';
import { useToast } from '../../ui/toast/toast-provider';
import { refusedProps, RoleNote, useRoleGate } from '../shared/role-gate';

/** A button per move the server allows now; abandoning asks first. */
export function ExperimentStatusActions({ experiment }: { experiment: Experiment }) {
  const move = useMoveExperiment();
  const toast = useToast();
  const [abandoning, setAbandoning] = useState(false);
  // Moving an experiment is an edit (updateExperimentStatus).
  const gate = useRoleGate('edit');
  const go = (status: ExperimentStatus) =>
    move.mutate(
      { id: experiment.id, status },
      {
        onSuccess: () => toast.success(`Experiment ${EXPERIMENT_STATUS_LABELS[status].toLowerCase()}`),
        onError: (err) => toast.error('Could not change the status', getErrorMessage(err)),
      },
    );
  if (experiment.allowedStatuses.length === 0) return null;
  return (
    <div className="flex flex-col items-end gap-2">
      <div role="group" aria-label="Experiment actions" className="flex flex-wrap gap-2">
        {experiment.allowedStatuses.map((to) => (
          <Button
            key={to}
            size="sm"
            variant={to === 'abandoned' ? 'secondary' : 'primary'}
            loading={move.isPending && move.variables?.status === to}
            disabled={move.isPending}
            onClick={() => (to === 'abandoned' ? setAbandoning(true) : go(to))}
            {...refusedProps(gate)}
          >
            {EXPERIMENT_ACTION_LABELS[to]}
          </Button>
        ))}
      </div>
      <RoleNote gate={gate} className="text-right" />
      {move.error != null && <Alert title="The experiment did not change">{getErrorMessage(move.error)}</Alert>}
      <ConfirmDialog
        open={abandoning}
        title="Abandon this experiment?"
        message="An abandoned experiment cannot be started or completed again."
        confirmLabel="Abandon experiment"
        onConfirm={() => {
          setAbandoning(false);
          go('abandoned');
        }}
        onCancel={() => setAbandoning(false)}
      />
    </div>
  );
}
