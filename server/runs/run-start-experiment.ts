import { statusOnRunStart, type ExperimentStatus } from '../../src/domain/experiment-lifecycle';
import type { RecordActivity } from '../activity/mutate';
import type { Transaction } from '../db/connect';
import { setExperimentStatus } from '../experiments/experiment-store';

// A planned experiment is running once one of its runs is (docs/product.md, "Experiment
// statuses"): the run's start moves it, in the run's transaction, with the activity row a move by
// hand writes. The move is conditional on the status read, so a racing PATCH or run wins cleanly.

interface StartedExperiment {
  id: string;
  name: string;
  workspaceId: string;
  ideaId: string | null;
  status: string;
}

export async function followRunStart(
  tx: Transaction,
  experiment: StartedExperiment,
  runName: string,
  record: RecordActivity,
): Promise<void> {
  const from = experiment.status as ExperimentStatus;
  const to = statusOnRunStart(from);
  if (!to) return;
  const updated = await setExperimentStatus(tx, experiment.id, from, to);
  if (!updated) return;
  record({
    entityType: 'experiment',
    entityId: experiment.id,
    action: 'experiment.status_changed',
    message: `Moved experiment '${experiment.name}' from ${from} to ${to}: run '${runName}' started`,
    metadata: { workspaceId: experiment.workspaceId, ideaId: experiment.ideaId, from, to, reason: 'run_started' },
  });
}
