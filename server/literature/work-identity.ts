import { doiUrl } from './connectors/work-text';
import type { LiteratureSourceId, Work } from './work';

// When two records are the same work: the same DOI, or — when either lacks one — the same
// normalised title in the same year. Used in memory (one search's answers) and against the
// stored works (work-store.ts), so both agree.

/** Lower-case letters and digits, accents folded, single-spaced. */
export function titleKey(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const titleYearKey = (title: string, year: number | null) => `${titleKey(title)}|${year ?? ''}`;

/** A work as stored: one row however many sources returned it, with each source's own id. */
export interface MergedWork extends Omit<Work, 'source' | 'externalId'> {
  sources: Partial<Record<LiteratureSourceId, string>>;
}

export const fromWork = ({ source, externalId, ...rest }: Work): MergedWork => ({
  ...rest,
  authors: [...rest.authors],
  sources: { [source]: externalId },
});

/** The fuller of two records of one work: blanks filled, the longer author list, the higher count. */
export function mergeInto(kept: MergedWork, other: MergedWork): MergedWork {
  const doi = kept.doi ?? other.doi;
  return {
    title: kept.title,
    authors: other.authors.length > kept.authors.length ? other.authors : kept.authors,
    year: kept.year ?? other.year,
    venue: kept.venue ?? other.venue,
    doi,
    // A DOI link outlives any one source's page.
    url: doi ? doiUrl(doi) : kept.url,
    abstract: (kept.abstract?.length ?? 0) >= (other.abstract?.length ?? 0) ? kept.abstract : other.abstract,
    citedBy:
      kept.citedBy === null || other.citedBy === null
        ? (kept.citedBy ?? other.citedBy)
        : Math.max(kept.citedBy, other.citedBy),
    sources: { ...other.sources, ...kept.sources },
  };
}

/** One record per work, in the order each work first appeared. */
export function dedupeWorks(works: readonly Work[]): MergedWork[] {
  const merged: MergedWork[] = [];
  const byDoi = new Map<string, number>();
  const byTitle = new Map<string, number>();
  for (const work of works) {
    const record = fromWork(work);
    const key = titleYearKey(work.title, work.year);
    const at = (work.doi ? byDoi.get(work.doi) : undefined) ?? sameTitleAt(byTitle.get(key), merged, work.doi);
    if (at === undefined) {
      merged.push(record);
      if (work.doi) byDoi.set(work.doi, merged.length - 1);
      if (!byTitle.has(key)) byTitle.set(key, merged.length - 1);
      continue;
    }
    merged[at] = mergeInto(merged[at], record);
    if (merged[at].doi) byDoi.set(merged[at].doi!, at);
  }
  return merged;
}

/** A title match counts unless both records carry DOIs and they differ (two editions, say). */
function sameTitleAt(at: number | undefined, merged: MergedWork[], doi: string | null): number | undefined {
  if (at === undefined) return undefined;
  const other = merged[at].doi;
  return doi && other && other !== doi ? undefined : at;
}
