// One shape for a published work found in any literature source, and the one interface every
// source connector offers, so the engine never sees a source's own JSON or XML
// (docs/architecture.md, "Literature").

export const LITERATURE_SOURCES = ['openalex', 'semantic_scholar', 'arxiv', 'europepmc', 'crossref'] as const;
export type LiteratureSourceId = (typeof LITERATURE_SOURCES)[number];

export interface Work {
  source: LiteratureSourceId;
  /** The source's own id: an OpenAlex W-id, a Semantic Scholar paperId, an arXiv id, a PMID… */
  externalId: string;
  /** Plain text, whitespace collapsed, no markup. */
  title: string;
  /** Display names in the source's order, at most 20. */
  authors: string[];
  year: number | null;
  /** Journal, conference or server ('arXiv'); null when the source does not say. */
  venue: string | null;
  /** Bare and lower case ('10.1038/s41586-020-2649-2'), never a URL; null when none. */
  doi: string | null;
  /** Where a reader opens the work: the DOI link when there is one, else the source's page. */
  url: string;
  /** Plain text of at most 3,000 characters, only where the source hands it out; else null. */
  abstract: string | null;
  citedBy: number | null;
}

export interface LiteratureConnector {
  id: LiteratureSourceId;
  name: string;
  search(query: string, options: { limit: number; signal?: AbortSignal }): Promise<Work[]>;
}

/** A source could not answer. `reason` is short and safe to show a user: 'timed out', 'HTTP 429'. */
export class LiteratureError extends Error {
  override readonly name = 'LiteratureError';
  readonly source: LiteratureSourceId;
  readonly sourceName: string;
  readonly reason: string;

  constructor(source: LiteratureSourceId, sourceName: string, reason: string, options: { cause?: unknown } = {}) {
    super(`${sourceName}: ${reason}`, options);
    this.source = source;
    this.sourceName = sourceName;
    this.reason = reason;
  }
}
