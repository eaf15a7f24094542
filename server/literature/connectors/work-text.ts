import { eng } from 'stopword';
import { plainText, searchTerms } from '../../http/source-text';

// Tidying what literature sources send into a Work (server/literature/work.ts): bare lower-case
// DOIs, plain-text titles and abstracts (JATS and HTML stripped), capped author lists, years.

const MAX_ABSTRACT = 3000;
const MAX_TITLE = 1000;
const MAX_AUTHORS = 20;
const STOPWORDS = new Set(eng);

/** A DOI bare and lower case ('10.1038/nature21707'), from a URL or `doi:` form; null if it is none. */
export function bareDoi(raw: string | null | undefined): string | null {
  const doi = raw
    ?.trim()
    .replace(/^(https?:\/\/(dx\.)?doi\.org\/|doi:\s*)/i, '')
    .toLowerCase();
  return doi && /^10\.\d{4,9}\/\S+$/.test(doi) ? doi : null;
}

export function doiUrl(doi: string): string {
  return `https://doi.org/${doi}`;
}

/** A title as one line of plain text; empty when nothing is left. */
export function plainTitle(raw: string | null | undefined): string {
  return plainText(raw, MAX_TITLE);
}

/** An abstract (HTML or Crossref's JATS) as plain text of at most 3,000 characters; null when empty. */
export function plainAbstract(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const text = plainText(
    raw
      // Crossref's JATS opens with a heading that only says "Abstract".
      .replace(/<jats:title>\s*abstract\s*<\/jats:title>/gi, ' ')
      // JATS paragraphs and sections part words, as HTML's block tags do.
      .replace(/<\/?jats:(p|sec|title|list|list-item)\b[^>]*>/gi, ' '),
    MAX_ABSTRACT,
  );
  return text || null;
}

/** Display names in the source's order, blanks dropped, at most 20. */
export function authorNames(names: readonly (string | null | undefined)[]): string[] {
  const tidy = names.map((name) => name?.replace(/\s+/g, ' ').trim() ?? '');
  return tidy.filter(Boolean).slice(0, MAX_AUTHORS);
}

/** A year from a number or a date string ('2017', '2017-03-15T…'); null when there is none. */
export function yearOf(raw: number | string | null | undefined): number | null {
  const year = typeof raw === 'number' ? raw : Number(/^\s*(\d{4})/.exec(raw ?? '')?.[1] ?? NaN);
  return Number.isInteger(year) && year >= 1000 && year <= 9999 ? year : null;
}

/** A whole number a source reports (a citation count), or null. */
export function countOf(raw: number | null | undefined): number | null {
  return typeof raw === 'number' && Number.isInteger(raw) && raw >= 0 ? raw : null;
}

/** The query's words in order, lower case, without stop words or repeats: for sources that AND terms. */
export function keyWords(query: string, max: number): string[] {
  const words = searchTerms(query)
    .replace(/'/g, '')
    .split(' ')
    .filter((word) => word && !STOPWORDS.has(word));
  return [...new Set(words)].slice(0, max);
}
