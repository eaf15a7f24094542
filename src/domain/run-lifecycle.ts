// A run's lifecycle (docs/product.md, "Runs and metrics"): a run starts running and ends once, as
// finished, failed or killed. Ending it again with the same status is a harmless retry; any other
// move of an ended run is refused (409). Pure, no I/O.

export type RunStatus = 'running' | 'finished' | 'failed' | 'killed';

export const RUN_STATUSES: readonly RunStatus[] = ['running', 'finished', 'failed', 'killed'];

export const RUN_TRANSITIONS: Readonly<Record<RunStatus, readonly RunStatus[]>> = {
  running: ['finished', 'failed', 'killed'],
  finished: [],
  failed: [],
  killed: [],
};

export type MetricDirection = 'maximize' | 'minimize';

/** Why a run's status change is refused, or null when it is allowed (staying put is allowed). */
export function runTransitionRefusal(from: RunStatus, to: RunStatus): string | null {
  if (from === to || RUN_TRANSITIONS[from].includes(to)) return null;
  return `A ${from} run cannot change status`;
}
