import { describe, expect, it } from 'vitest';
import { createLimiter } from './limiter';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('createLimiter', () => {
  it('runs at most max tasks at once and starts the rest in arrival order', async () => {
    const limiter = createLimiter(2);
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = gates.map((gate, i) =>
      limiter.run(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect([limiter.active, limiter.waiting]).toEqual([2, 2]);
    gates[1].resolve();
    await runs[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    expect(limiter.active).toBe(2);
    gates.forEach((g) => g.resolve());
    await expect(Promise.all(runs)).resolves.toEqual([0, 1, 2, 3]);
    expect([limiter.active, limiter.waiting]).toEqual([0, 0]);
  });

  it('frees the slot when a task throws', async () => {
    const limiter = createLimiter(1);
    await expect(limiter.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limiter.run(async () => 'next')).resolves.toBe('next');
  });

  it('drops a waiter whose signal aborts, with the signal’s reason', async () => {
    const limiter = createLimiter(1);
    const release = await limiter.acquire();
    const controller = new AbortController();
    const waiting = limiter.acquire(controller.signal);
    expect(limiter.waiting).toBe(1);
    controller.abort(new Error('gave up'));
    await expect(waiting).rejects.toThrow('gave up');
    expect(limiter.waiting).toBe(0);
    await expect(limiter.acquire(controller.signal)).rejects.toThrow('gave up');
    release();
    expect(limiter.active).toBe(0);
  });

  it('ignores a second release of the same slot', async () => {
    const limiter = createLimiter(1);
    const release = await limiter.acquire();
    const next = limiter.acquire();
    release();
    release();
    const releaseNext = await next;
    expect(limiter.active).toBe(1);
    releaseNext();
    expect(limiter.active).toBe(0);
  });

  it('refuses a size that is not a positive integer', () => {
    expect(() => createLimiter(0)).toThrow(RangeError);
  });
});
