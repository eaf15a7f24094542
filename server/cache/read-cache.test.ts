import { describe, expect, it, vi } from 'vitest';
import { createReadCache } from './read-cache';

describe('read cache', () => {
  it('loads once and then answers from memory', async () => {
    const cache = createReadCache();
    const load = vi.fn(async () => ['a']);
    expect(await cache.read('u1', 'list', load)).toEqual(['a']);
    expect(await cache.read('u1', 'list', load)).toEqual(['a']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps users apart and drops only the changed user's entries", async () => {
    const cache = createReadCache();
    const loadA = vi.fn(async () => 'a');
    const loadB = vi.fn(async () => 'b');
    await cache.read('u1', 'list', loadA);
    await cache.read('u2', 'list', loadB);
    cache.invalidate(['u1']);
    await cache.read('u1', 'list', loadA);
    await cache.read('u2', 'list', loadB);
    expect(loadA).toHaveBeenCalledTimes(2);
    expect(loadB).toHaveBeenCalledTimes(1);
  });

  it('does not keep a value that a change made stale while it loaded', async () => {
    const cache = createReadCache();
    let release!: (value: string) => void;
    const slow = cache.read('u1', 'list', () => new Promise<string>((resolve) => (release = resolve)));
    cache.invalidate(['u1']);
    release('old');
    expect(await slow).toBe('old');
    expect(await cache.read('u1', 'list', async () => 'new')).toBe('new');
  });

  it('expires entries after the ttl', async () => {
    let now = 10_000; // lru-cache reads a start time of 0 as "never set"
    const cache = createReadCache({ ttlMs: 1000, clock: { now: () => now } });
    const load = vi.fn(async () => 1);
    await cache.read('u1', 'k', load);
    now = 10_999;
    await cache.read('u1', 'k', load);
    expect(load).toHaveBeenCalledTimes(1);
    now = 11_001;
    await cache.read('u1', 'k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
