import { z } from 'zod';
import { searchTerms } from '../../http/source-text';
import { validItems } from '../../http/valid-items';
import type { Work } from '../work';
import type { LiteratureProtocol } from './literature-source';
import { authorNames, bareDoi, countOf, doiUrl, plainAbstract, plainTitle, yearOf } from './work-text';

// Semantic Scholar's Graph API relevance search:
// GET {base}/graph/v1/paper/search?query=…&limit=N&fields=… → { total, offset, data? }.
// `data` is left out when nothing matched; `abstract` is null where the publisher forbids it.

export interface SemanticScholarSettings {
  baseUrl: string;
  /** Sent as x-api-key (LITERATURE_SEMANTIC_SCHOLAR_API_KEY); without one, the shared pool. */
  apiKey: string | null;
}

const Envelope = z.object({ total: z.number().nullish(), data: z.array(z.unknown()).nullish() });

const Item = z
  .object({
    paperId: z.string().min(1),
    title: z.string().nullish(),
    authors: z.array(z.object({ name: z.string().nullish() })).nullish(),
    year: z.number().nullish(),
    venue: z.string().nullish(),
    externalIds: z.record(z.string(), z.union([z.string(), z.number()]).nullable()).nullish(),
    url: z.string().nullish(),
    abstract: z.string().nullish(),
    citationCount: z.number().nullish(),
  })
  .refine((paper) => plainTitle(paper.title) !== '', 'a paper without a title');

type Paper = z.infer<typeof Item>;

// The search endpoint answers at most 100 papers a page.
const MAX_LIMIT = 100;
const FIELDS = 'title,authors,year,venue,externalIds,url,abstract,citationCount';

export function semanticScholarProtocol(settings: SemanticScholarSettings): LiteratureProtocol {
  return {
    id: 'semantic_scholar',
    name: 'Semantic Scholar',
    baseUrl: settings.baseUrl,
    maxLimit: MAX_LIMIT,
    format: 'json',
    request(query, limit) {
      // No query syntax, and a hyphenated term matches nothing: plain words only.
      const words = searchTerms(query);
      if (!words) return null;
      const params = new URLSearchParams({ query: words, limit: String(limit), fields: FIELDS });
      const headers = settings.apiKey ? { 'x-api-key': settings.apiKey } : undefined;
      return { url: `${settings.baseUrl}/graph/v1/paper/search?${params}`, headers };
    },
    parse(body) {
      return validItems(Item, Envelope.parse(body).data ?? []).map(toWork);
    },
  };
}

function toWork(paper: Paper): Work {
  const doiId = paper.externalIds?.DOI;
  const doi = bareDoi(typeof doiId === 'string' ? doiId : null);
  return {
    source: 'semantic_scholar',
    externalId: paper.paperId,
    title: plainTitle(paper.title),
    authors: authorNames((paper.authors ?? []).map((author) => author.name)),
    year: yearOf(paper.year),
    venue: paper.venue?.trim() || null,
    doi,
    url: doi ? doiUrl(doi) : paper.url || `https://www.semanticscholar.org/paper/${paper.paperId}`,
    abstract: plainAbstract(paper.abstract),
    citedBy: countOf(paper.citationCount),
  };
}
