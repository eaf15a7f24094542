import { LRUCache, type Perf } from 'lru-cache';

// A per-user read-through cache for hot owner-scoped reads (the workspace list above all).
// Every committed change of a user's data bumps that user's generation, so this process reads
// its own writes at once, and other instances on the database as soon as the commit is announced
// (docs/architecture.md, "Live events"); entries also expire after `ttlMs`, a bound should an
// announcement be lost (decision 003).

export interface ReadCache {
  read<T>(userId: string, key: string, load: () => Promise<T>): Promise<T>;
  invalidate(userIds: Iterable<string>): void;
}

interface Entry {
  generation: number;
  value: unknown;
}

export function createReadCache({
  maxEntries = 10_000,
  ttlMs = 5_000,
  clock,
}: { maxEntries?: number; ttlMs?: number; clock?: Perf } = {}): ReadCache {
  // ttlResolution 0: read the clock on every lookup (cheap) rather than caching it behind a timer.
  const entries = new LRUCache<string, Entry>({
    max: maxEntries,
    ttl: ttlMs,
    ttlResolution: 0,
    ...(clock && { perf: clock }),
  });
  const generations = new Map<string, number>();
  const generationOf = (userId: string) => generations.get(userId) ?? 0;

  return {
    async read<T>(userId: string, key: string, load: () => Promise<T>): Promise<T> {
      const cacheKey = `${userId}\u0000${key}`;
      const generation = generationOf(userId);
      const hit = entries.get(cacheKey);
      if (hit && hit.generation === generation) return hit.value as T;
      const value = await load();
      // A change committed while loading makes this value old already: don't keep it.
      if (generationOf(userId) === generation) entries.set(cacheKey, { generation, value });
      return value;
    },
    invalidate(userIds) {
      for (const userId of userIds) generations.set(userId, generationOf(userId) + 1);
    },
  };
}

/** The user ids of a commits notification; anything malformed invalidates nobody. */
export function parseUserIds(payload: string): string[] {
  try {
    const ids: unknown = JSON.parse(payload);
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}
