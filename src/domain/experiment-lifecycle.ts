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

/** Why a status change is refused, or null when the table allows it. */
export function experimentTransitionRefusal(from: ExperimentStatus, to: ExperimentStatus): string | null {
  const allowed = EXPERIMENT_TRANSITIONS[from];
  if (allowed.includes(to)) return null;
  return allowed.length === 0
    ? `${/^[aeiou]/.test(from) ? 'An' : 'A'} ${from} experiment cannot change status`
    : `An experiment cannot move from ${from} to ${to}; allowed: ${allowed.join(', ')}`;
}
