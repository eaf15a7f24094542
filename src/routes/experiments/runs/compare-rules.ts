// Runs compared side by side: two to five, as the compare page lays them out.
export const COMPARE_MIN_RUNS = 2;
export const COMPARE_MAX_RUNS = 5;

/** Why the ticked runs cannot be compared now, or null when they can. */
export function compareRefusal(count: number): string | null {
  if (count < COMPARE_MIN_RUNS) return `Tick ${COMPARE_MIN_RUNS} to ${COMPARE_MAX_RUNS} runs to compare them`;
  if (count > COMPARE_MAX_RUNS) {
    const over = count - COMPARE_MAX_RUNS;
    return `At most ${COMPARE_MAX_RUNS} runs can be compared: untick ${over} ${over === 1 ? 'run' : 'runs'}`;
  }
  return null;
}

export const compareHref = (experimentId: string, runIds: readonly string[]) =>
  `/workspaces/experiments/${experimentId}/compare?runs=${runIds.join(',')}`;

export const runHref = (experimentId: string, runId: string) => `/workspaces/experiments/${experimentId}/runs/${runId}`;
