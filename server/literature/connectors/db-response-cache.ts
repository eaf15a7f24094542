import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/connect';
import { literatureResponses } from '../../db/schema/literature';
import type { LiteratureCache } from './literature-source';
import { WorksSchema } from './work-schema';

// Each source's answers in the database, so no session asks a source the same thing twice
// (until LITERATURE_CACHE_DAYS have passed), whichever process or restart asks again. Only
// successful answers are stored; a row that no longer reads as works is a miss, never a crash.

const DAY_MS = 86_400_000;

/** `maxAgeDays` 0 keeps nothing. */
export function createDbResponseCache(
  db: Executor,
  options: { maxAgeDays: number; now: () => number },
): LiteratureCache {
  if (options.maxAgeDays <= 0) return { get: async () => undefined, set: async () => undefined };
  const maxAgeMs = options.maxAgeDays * DAY_MS;
  return {
    async get(source, cacheKey) {
      const [row] = await db
        .select({ works: literatureResponses.works, fetchedAt: literatureResponses.fetchedAt })
        .from(literatureResponses)
        .where(and(eq(literatureResponses.source, source), eq(literatureResponses.keyHash, keyHash(cacheKey))))
        .limit(1);
      if (!row || options.now() - row.fetchedAt.getTime() > maxAgeMs) return undefined;
      const works = WorksSchema.safeParse(row.works);
      return works.success ? works.data : undefined;
    },
    async set(source, cacheKey, query, works) {
      const fetchedAt = new Date(options.now());
      await db
        .insert(literatureResponses)
        .values({ source, keyHash: keyHash(cacheKey), query, works, fetchedAt })
        .onConflictDoUpdate({
          target: [literatureResponses.source, literatureResponses.keyHash],
          set: { query, works, fetchedAt },
        });
    },
  };
}

function keyHash(cacheKey: string): string {
  return createHash('sha256').update(cacheKey).digest('hex');
}
