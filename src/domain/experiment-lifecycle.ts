// An experiment's lifecycle (docs/product.md, "Experiment statuses"): planned, then running, then
// completed; planned or running work may be abandoned. The server refuses any other move (409)
// and the experiment page offers only these. Pure, no I/O.

export type ExperimentStatus = 'planned' | 'running' | 'completed' | 'abandoned';

export const EXPERIMENT_STATUSES: readonly ExperimentStatus[] = ['planned', 'running', 'completed', 'abandoned'];

export const EXPERIMENT_TRANSITIONS: Readonly<Record<ExperimentStatus, readonly ExperimentStatus[]>> = {
  planned: ['running', 'abandoned'],
  running: ['completed', 'abandoned'],
  completed: [],
  abandoned: [],
};

export const EXPERIMENT_STATUS_LABELS: Readonly<Record<ExperimentStatus, string>> = {
  planned: 'Planned',
  running: 'Running',
  completed: 'Completed',
  abandoned: 'Abandoned',
};

/** The words on the button that makes each move. */
export const EXPERIMENT_ACTION_LABELS: Readonly<Record<ExperimentStatus, string>> = {
  planned: 'Plan again',
  running: 'Start experiment',
  completed: 'Mark completed',
  abandoned: 'Abandon experiment',
};

/**
 * The status a run's start moves its experiment to: a planned experiment is running once one of
 * its runs is. Null when it stays as it is: running already, or ended, since the table lets
 * nothing reopen a completed or abandoned experiment (its late runs are still logged).
 */
export function statusOnRunStart(from: ExperimentStatus): ExperimentStatus | null {
  return from === 'planned' ? 'running' : null;
}

/** Why a status change is refused, or null when the table allows it. */
export function experimentTransitionRefusal(from: ExperimentStatus, to: ExperimentStatus): string | null {
  const allowed = EXPERIMENT_TRANSITIONS[from];
  if (allowed.includes(to)) return null;
  return allowed.length === 0
    ? `${/^[aeiou]/.test(from) ? 'An' : 'A'} ${from} experiment cannot change status`
    : `An experiment cannot move from ${from} to ${to}; allowed: ${allowed.join(', ')}`;
}
