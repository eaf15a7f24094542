import { describe, expect, it, vi } from 'vitest';
import { createRateLimiter } from './rate-limit';

// The limiter on a clock that stands still unless told: what each caller is asked to wait.

function limiter(intervalMs: number) {
  let time = 1_000;
  const sleep = vi.fn(async (_ms: number, signal?: AbortSignal) => signal?.throwIfAborted());
  const limit = createRateLimiter({ intervalMs, now: () => time, sleep });
  return { limit, sleep, advance: (ms: number) => void (time += ms) };
}

describe('createRateLimiter', () => {
  it('lets the first request go at once and queues the next ones one interval apart', async () => {
    const { limit, sleep } = limiter(1000);
    await Promise.all([limit.wait(), limit.wait(), limit.wait()]);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([1000, 2000]);
  });

  it('counts time already passed since the last request', async () => {
    const { limit, sleep, advance } = limiter(3000);
    await limit.wait();
    advance(1200);
    await limit.wait();
    advance(5000);
    await limit.wait();
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([1800]);
  });

  it("stops waiting when the caller's signal aborts, and gives its slot back", async () => {
    const { limit, sleep } = limiter(1000);
    await limit.wait();
    const controller = new AbortController();
    controller.abort(new Error('session cancelled'));
    await expect(limit.wait(controller.signal)).rejects.toThrow('session cancelled');
    await limit.wait();
    // The aborted caller never took the slot: the next one waits one interval, not two.
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([1000]);
  });

  it('gives back a slot whose wait was interrupted', async () => {
    const { limit, sleep } = limiter(1000);
    await limit.wait();
    const controller = new AbortController();
    sleep.mockImplementationOnce(async () => {
      controller.abort(new Error('deadline'));
      throw new Error('deadline');
    });
    await expect(limit.wait(controller.signal)).rejects.toThrow('deadline');
    await limit.wait();
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([1000, 1000]);
  });
});
