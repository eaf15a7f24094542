import { inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { literatureWorks } from '../db/schema/literature';
import { z } from 'zod';
import { dedupeWorks, mergeInto, titleKey, type MergedWork } from './work-identity';
import { LITERATURE_SOURCES, type LiteratureSourceId, type Work } from './work';

// Works are stored once, however many sources and sessions found them: deduplicated by DOI, or by
// normalised title and year when there is none (docs/architecture.md, "Literature").

export interface StoredWork extends MergedWork {
  id: string;
}

type Row = typeof literatureWorks.$inferSelect;

// Serialises writers: two sessions finding one DOI-less work at once must not store it twice,
// and there is no unique key to conflict on without a DOI.
const WORKS_LOCK = 727_104_118;

/** Stores the answers' works (merging into those already stored) and returns them, in order. */
export async function storeWorks(db: Database, works: readonly Work[]): Promise<StoredWork[]> {
  const incoming = dedupeWorks(works);
  if (incoming.length === 0) return [];
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${WORKS_LOCK})`);
    const dois = incoming.flatMap((w) => (w.doi ? [w.doi] : []));
    const keys = incoming.map((w) => titleKey(w.title));
    const existing = await tx
      .select()
      .from(literatureWorks)
      .where(or(dois.length ? inArray(literatureWorks.doi, dois) : undefined, inArray(literatureWorks.titleKey, keys)));
    const stored: StoredWork[] = [];
    for (const work of incoming) {
      const match = findStored(existing, work);
      if (!match) {
        const [row] = await tx.insert(literatureWorks).values(toValues(work)).returning();
        existing.push(row);
        stored.push(toStored(row));
        continue;
      }
      const current = toStored(match);
      const merged = mergeInto(current, work);
      // A work found again with nothing new (a cached answer, say) is not written again.
      if (JSON.stringify(toValues(merged)) === JSON.stringify(toValues(current))) {
        stored.push(current);
        continue;
      }
      const [row] = await tx
        .update(literatureWorks)
        .set({ ...toValues(merged), updatedAt: sql`now()` })
        .where(sql`${literatureWorks.id} = ${match.id}`)
        .returning();
      existing.splice(existing.indexOf(match), 1, row);
      stored.push(toStored(row));
    }
    return stored;
  });
}

/** The same rule as dedupeWorks: DOI first, else title and year unless both DOIs differ. */
function findStored(rows: Row[], work: MergedWork): Row | undefined {
  const byDoi = work.doi ? rows.find((row) => row.doi === work.doi) : undefined;
  if (byDoi) return byDoi;
  const key = titleKey(work.title);
  return rows.find(
    (row) => row.titleKey === key && row.year === work.year && !(work.doi && row.doi && row.doi !== work.doi),
  );
}

const toValues = (work: MergedWork) => ({
  doi: work.doi,
  titleKey: titleKey(work.title),
  year: work.year,
  title: work.title,
  authors: work.authors,
  venue: work.venue,
  url: work.url,
  abstract: work.abstract,
  citedBy: work.citedBy,
  // In one key order, so a work found again with nothing new compares equal.
  sources: Object.fromEntries(Object.entries(work.sources).sort()),
});

export function toStored(row: Row): StoredWork {
  return {
    id: row.id,
    title: row.title,
    authors: row.authors,
    year: row.year,
    venue: row.venue,
    doi: row.doi,
    url: row.url,
    abstract: row.abstract,
    citedBy: row.citedBy,
    sources: sourceIdsOf(row.sources),
  };
}

const sourceIds = z.record(z.string(), z.string());

/** Each source's id for the work; an unknown source or a corrupt column reads as none. */
function sourceIdsOf(value: unknown): Partial<Record<LiteratureSourceId, string>> {
  const parsed = sourceIds.safeParse(value);
  if (!parsed.success) return {};
  const known = new Set<string>(LITERATURE_SOURCES);
  return Object.fromEntries(Object.entries(parsed.data).filter(([id]) => known.has(id)));
}
