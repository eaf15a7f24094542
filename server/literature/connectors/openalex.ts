import { z } from 'zod';
import { searchTerms } from '../../http/source-text';
import { validItems } from '../../http/valid-items';
import type { Work } from '../work';
import type { LiteratureProtocol } from './literature-source';
import { authorNames, bareDoi, countOf, doiUrl, plainAbstract, plainTitle, yearOf } from './work-text';

// OpenAlex works search: GET {base}/works?search=…&per-page=N&select=…&mailto=… → { meta, results }.
// `mailto` joins the polite pool; `api_key` (LITERATURE_OPENALEX_API_KEY) lifts the daily quota.
// Abstracts come as an inverted index (word → positions), which OpenAlex publishes under CC0.

export interface OpenAlexSettings {
  baseUrl: string;
  apiKey: string | null;
  contactEmail: string | null;
}

const Envelope = z.object({ results: z.array(z.unknown()) });

const Item = z
  .object({
    id: z.string().min(1),
    doi: z.string().nullish(),
    display_name: z.string().nullish(),
    title: z.string().nullish(),
    publication_year: z.number().nullish(),
    authorships: z.array(z.object({ author: z.object({ display_name: z.string().nullish() }) })).nullish(),
    primary_location: z
      .object({
        source: z.object({ display_name: z.string().nullish() }).nullish(),
        landing_page_url: z.string().nullish(),
      })
      .nullish(),
    abstract_inverted_index: z.record(z.string(), z.array(z.number().int().nonnegative())).nullish(),
    cited_by_count: z.number().nullish(),
  })
  .refine((record) => plainTitle(record.display_name ?? record.title) !== '', 'a work without a title');

type OpenAlexWork = z.infer<typeof Item>;

// OpenAlex serves at most 200 works a page.
const MAX_PER_PAGE = 200;
// Enough words for a 3,000-character abstract; positions past it are not worth a sparse array.
const MAX_ABSTRACT_WORDS = 1500;
const FIELDS = [
  'id',
  'doi',
  'display_name',
  'title',
  'publication_year',
  'authorships',
  'primary_location',
  'abstract_inverted_index',
  'cited_by_count',
].join(',');

export function openAlexProtocol(settings: OpenAlexSettings): LiteratureProtocol {
  return {
    id: 'openalex',
    name: 'OpenAlex',
    baseUrl: settings.baseUrl,
    maxLimit: MAX_PER_PAGE,
    format: 'json',
    request(query, limit) {
      // Lower case: OpenAlex reads upper-case AND, OR and NOT as operators.
      const search = searchTerms(query);
      if (!search) return null;
      const params = new URLSearchParams({ search, 'per-page': String(limit), select: FIELDS });
      if (settings.contactEmail) params.set('mailto', settings.contactEmail);
      if (settings.apiKey) params.set('api_key', settings.apiKey);
      return { url: `${settings.baseUrl}/works?${params}` };
    },
    parse(body) {
      return validItems(Item, Envelope.parse(body).results).map(toWork);
    },
  };
}

function toWork(record: OpenAlexWork): Work {
  const doi = bareDoi(record.doi);
  const location = record.primary_location;
  return {
    source: 'openalex',
    externalId: record.id.replace(/^https?:\/\/openalex\.org\//, ''),
    title: plainTitle(record.display_name ?? record.title),
    authors: authorNames((record.authorships ?? []).map((authorship) => authorship.author.display_name)),
    year: yearOf(record.publication_year),
    venue: location?.source?.display_name?.trim() || null,
    doi,
    url: doi ? doiUrl(doi) : location?.landing_page_url || record.id,
    abstract: plainAbstract(abstractFromIndex(record.abstract_inverted_index)),
    citedBy: countOf(record.cited_by_count),
  };
}

/** The abstract's words put back in order from OpenAlex's { word: [positions] }. */
export function abstractFromIndex(index: Record<string, number[]> | null | undefined): string | null {
  if (!index) return null;
  const words: string[] = [];
  for (const [word, positions] of Object.entries(index)) {
    for (const position of positions) if (position < MAX_ABSTRACT_WORDS) words[position] = word;
  }
  return words.filter(Boolean).join(' ') || null;
}
