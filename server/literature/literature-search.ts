import type { Database } from '../db/connect';
import { LiteratureError, type LiteratureConnector, type LiteratureSourceId } from './work';
import { storeWorks, type StoredWork } from './work-store';

// One search across every configured literature source at once. A source that fails, times out
// or answers nonsense never fails the search: its outcome says why, and the others' works are
// stored (deduplicated) and returned (docs/architecture.md, "Literature").

export type SourceOutcome =
  | { id: LiteratureSourceId; name: string; ok: true; works: number }
  | { id: LiteratureSourceId; name: string; ok: false; reason: string };

export interface LiteratureAnswer {
  works: StoredWork[];
  outcomes: SourceOutcome[];
}

export interface LiteratureSearch {
  /** The configured sources, in the order they are asked; empty when none is. */
  readonly sources: ReadonlyArray<{ id: LiteratureSourceId; name: string }>;
  search(query: string, options: { limit: number; signal: AbortSignal }): Promise<LiteratureAnswer>;
}

export function createLiteratureSearch(db: Database, connectors: readonly LiteratureConnector[]): LiteratureSearch {
  return {
    sources: connectors.map(({ id, name }) => ({ id, name })),
    async search(query, { limit, signal }) {
      if (connectors.length === 0 || query.trim() === '') return { works: [], outcomes: [] };
      const settled = await Promise.allSettled(connectors.map((c) => c.search(query, { limit, signal })));
      // A cancelled session stops here rather than recording every source as failed.
      signal.throwIfAborted();
      const outcomes = settled.map((result, i): SourceOutcome => {
        const { id, name } = connectors[i];
        if (result.status === 'fulfilled') return { id, name, ok: true, works: result.value.length };
        return { id, name, ok: false, reason: reasonOf(result.reason) };
      });
      const found = settled.flatMap((result) => (result.status === 'fulfilled' ? result.value : []));
      return { works: await storeWorks(db, found), outcomes };
    },
  };
}

/** What a user is told: the connector's short reason, or 'failed' for a bug of ours. */
const reasonOf = (error: unknown) => (error instanceof LiteratureError ? error.reason : 'failed');
