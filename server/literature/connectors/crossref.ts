import { z } from 'zod';
import { searchTerms } from '../../http/source-text';
import { validItems } from '../../http/valid-items';
import type { Work } from '../work';
import type { LiteratureProtocol } from './literature-source';
import { authorNames, bareDoi, countOf, doiUrl, plainAbstract, plainTitle, yearOf } from './work-text';

// Crossref's REST works search: GET {base}/works?query.bibliographic=…&rows=N&select=…&mailto=…
// → { status: 'ok', message: { items } }. `mailto` joins the polite pool; abstracts are JATS XML.

export interface CrossrefSettings {
  baseUrl: string;
  contactEmail: string | null;
}

const Envelope = z.object({ status: z.literal('ok'), message: z.object({ items: z.array(z.unknown()) }) });

const Item = z
  .object({
    DOI: z.string().min(1),
    title: z.array(z.string()).nullish(),
    author: z
      .array(z.object({ given: z.string().nullish(), family: z.string().nullish(), name: z.string().nullish() }))
      .nullish(),
    issued: z.object({ 'date-parts': z.array(z.array(z.number().nullable())).nullish() }).nullish(),
    'container-title': z.array(z.string()).nullish(),
    URL: z.string().nullish(),
    abstract: z.string().nullish(),
    'is-referenced-by-count': z.number().nullish(),
  })
  .refine((item) => plainTitle(item.title?.[0]) !== '', 'an item without a title');

type Item = z.infer<typeof Item>;

// Crossref pages go up to 1,000 rows; a search needs far fewer.
const MAX_ROWS = 100;
const FIELDS = 'DOI,title,author,issued,container-title,URL,abstract,is-referenced-by-count';

export function crossrefProtocol(settings: CrossrefSettings): LiteratureProtocol {
  return {
    id: 'crossref',
    name: 'Crossref',
    baseUrl: settings.baseUrl,
    maxLimit: MAX_ROWS,
    format: 'json',
    request(query, limit) {
      const words = searchTerms(query);
      if (!words) return null;
      const params = new URLSearchParams({ 'query.bibliographic': words, rows: String(limit), select: FIELDS });
      if (settings.contactEmail) params.set('mailto', settings.contactEmail);
      return { url: `${settings.baseUrl}/works?${params}` };
    },
    parse(body) {
      return validItems(Item, Envelope.parse(body).message.items).map(toWork);
    },
  };
}

function toWork(item: Item): Work {
  const doi = bareDoi(item.DOI);
  const authors = (item.author ?? []).map((author) =>
    author.name ? author.name : [author.given, author.family].filter(Boolean).join(' '),
  );
  return {
    source: 'crossref',
    externalId: doi ?? item.DOI,
    title: plainTitle(item.title?.[0]),
    authors: authorNames(authors),
    year: yearOf(item.issued?.['date-parts']?.[0]?.[0]),
    venue: item['container-title']?.[0]?.trim() || null,
    doi,
    url: doi ? doiUrl(doi) : (item.URL ?? doiUrl(item.DOI)),
    abstract: plainAbstract(item.abstract),
    citedBy: countOf(item['is-referenced-by-count']),
  };
}
