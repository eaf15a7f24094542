import type { HttpDeps } from '../../http/source-client';

// Each source's published request rate, kept by spacing requests evenly: one source's limiter
// serves every search in the process, so parallel sessions queue rather than earn a 429. The wait
// runs on the request's signal, so an aborted session or a spent deadline stops waiting.

export interface RateLimiter {
  /** Resolves when the caller may send; rejects with the signal's reason if it aborts first. */
  wait(signal?: AbortSignal): Promise<void>;
}

export function createRateLimiter(options: {
  intervalMs: number;
  now: () => number;
  sleep: HttpDeps['sleep'];
}): RateLimiter {
  const { intervalMs, now, sleep } = options;
  // When the next request may go: each caller takes the next free slot in the order it asked.
  let nextSlot = -Infinity;
  return {
    async wait(signal) {
      signal?.throwIfAborted();
      const slot = Math.max(now(), nextSlot);
      nextSlot = slot + intervalMs;
      const delay = slot - now();
      if (delay <= 0) return;
      try {
        await sleep(delay, signal);
      } catch (error) {
        // Give the slot back when nobody has queued behind it.
        if (nextSlot === slot + intervalMs) nextSlot = slot;
        throw error;
      }
    },
  };
}
