import { LRUCache } from 'lru-cache';
import type { ExternalDataset } from './connector';

// Recent answers, so the same search typed twice (or asked by two tabs) costs the catalogue one
// request. Entries expire after the TTL; only successful answers are kept.

export interface ResponseCache {
  get(key: string): ExternalDataset[] | undefined;
  set(key: string, results: ExternalDataset[]): void;
}

const MAX_ENTRIES = 500;

/** A TTL of 0 keeps nothing. */
export function createResponseCache({ ttlMs, now }: { ttlMs: number; now: () => number }): ResponseCache {
  if (ttlMs <= 0) return { get: () => undefined, set: () => undefined };
  // ttlResolution 0: read the clock on every lookup rather than caching it behind a timer.
  const entries = new LRUCache<string, ExternalDataset[]>({
    max: MAX_ENTRIES,
    ttl: ttlMs,
    ttlResolution: 0,
    perf: { now },
  });
  return {
    // Copies both ways: a caller that edits its results must not edit the cache.
    get: (key) => {
      const hit = entries.get(key);
      return hit && structuredClone(hit);
    },
    set: (key, results) => void entries.set(key, structuredClone(results)),
  };
}
