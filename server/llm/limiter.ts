// A counting semaphore: at most `max` tasks hold a slot at once, the rest wait in arrival order.
// One ChatModel shares one limiter across sessions and the assistant, so LLM_CONCURRENCY is the
// load a model server sees from this process. Exported for other callers that need the same cap.

export type Release = () => void;

export interface Limiter {
  /** Waits for a slot (or rejects with the signal's reason when aborted first). Release once. */
  acquire(signal?: AbortSignal): Promise<Release>;
  /** Runs a task in a slot, releasing it however the task ends. */
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  readonly active: number;
  readonly waiting: number;
}

interface Waiter {
  grant: (release: Release) => void;
}

export function createLimiter(max: number): Limiter {
  if (!Number.isInteger(max) || max < 1) throw new RangeError(`limiter size must be a positive integer, got ${max}`);
  let active = 0;
  const queue: Waiter[] = [];

  const makeRelease = (): Release => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = queue.shift();
      // The slot passes straight to the next waiter, so `active` never dips and overshoots.
      if (next) next.grant(makeRelease());
      else active--;
    };
  };

  const acquire = (signal?: AbortSignal): Promise<Release> => {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (active < max) {
      active++;
      return Promise.resolve(makeRelease());
    }
    return new Promise<Release>((resolve, reject) => {
      const onAbort = () => {
        const at = queue.indexOf(waiter);
        if (at >= 0) queue.splice(at, 1);
        reject(signal?.reason);
      };
      const waiter: Waiter = {
        grant: (release) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(release);
        },
      };
      queue.push(waiter);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  };

  return {
    acquire,
    async run(task, signal) {
      const release = await acquire(signal);
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
