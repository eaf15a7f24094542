import { CallTimeoutError } from './errors';

// One attempt's time limit, joined with the caller's signal. Our own timer (not
// AbortSignal.timeout) so a stream can push it back on every delta and a finished call can
// clear it, and so a timeout is told apart from the caller's abort.

export interface Deadline {
  signal: AbortSignal;
  readonly timedOut: boolean;
  /** Restarts the clock: a stream is timed between deltas, not as a whole. */
  reset(): void;
  clear(): void;
}

export function startDeadline(timeoutMs: number, caller?: AbortSignal): Deadline {
  const controller = new AbortController();
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new CallTimeoutError(timeoutMs));
    }, timeoutMs);
  };
  const onAbort = () => controller.abort(caller?.reason);
  if (caller?.aborted) controller.abort(caller.reason);
  else {
    caller?.addEventListener('abort', onAbort, { once: true });
    arm();
  }
  return {
    signal: controller.signal,
    get timedOut() {
      return timedOut;
    },
    reset: () => {
      if (!controller.signal.aborted) arm();
    },
    clear: () => {
      clearTimeout(timer);
      caller?.removeEventListener('abort', onAbort);
    },
  };
}
