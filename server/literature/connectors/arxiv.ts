import { XMLParser } from 'fast-xml-parser';
import { z } from 'zod';
import { validItems } from '../../http/valid-items';
import { LiteratureError, type Work } from '../work';
import type { LiteratureProtocol } from './literature-source';
import { authorNames, bareDoi, doiUrl, keyWords, plainAbstract, plainTitle, yearOf } from './work-text';

// arXiv's query API: GET {base}/api/query?search_query=all:w1 AND all:w2…&start=0&max_results=N
// → an Atom feed of <entry>s. A query arXiv cannot run comes back as one entry titled "Error"
// (its id under /api/errors), which is a failure, not a paper.

// Text, or an element that also carried attributes ({ '#text': … }).
const XmlText = z.union([z.string(), z.object({ '#text': z.string() }).transform((node) => node['#text'])]);

const Envelope = z.object({ feed: z.object({ entry: z.array(z.unknown()).optional() }) });

const Item = z
  .object({
    id: XmlText,
    title: XmlText,
    summary: XmlText.nullish(),
    published: XmlText.nullish(),
    author: z.array(z.object({ name: XmlText })).nullish(),
    doi: XmlText.nullish(),
    link: z.array(z.object({ href: z.string(), rel: z.string().nullish(), title: z.string().nullish() })).nullish(),
  })
  .refine((entry) => plainTitle(entry.title) !== '', 'an entry without a title');

type Entry = z.infer<typeof Item>;

const MAX_RESULTS = 100;
// Every term is ANDed: past a handful, nothing matches.
const MAX_TERMS = 6;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  // Ids such as 2101.00010 and titles such as "1984" stay text.
  parseTagValue: false,
  isArray: (name) => name === 'entry' || name === 'author' || name === 'link',
});

export function arxivProtocol(settings: { baseUrl: string }): LiteratureProtocol {
  return {
    id: 'arxiv',
    name: 'arXiv',
    baseUrl: settings.baseUrl,
    maxLimit: MAX_RESULTS,
    format: 'text',
    request(query, limit) {
      const terms = keyWords(query, MAX_TERMS);
      if (terms.length === 0) return null;
      const params = new URLSearchParams({
        search_query: terms.map((term) => `all:${term}`).join(' AND '),
        start: '0',
        max_results: String(limit),
      });
      return { url: `${settings.baseUrl}/api/query?${params}`, headers: { accept: 'application/atom+xml' } };
    },
    parse(body) {
      // `true` validates first: a body that is not well-formed XML throws.
      const feed = Envelope.parse(parser.parse(z.string().parse(body), true)).feed;
      const entries = validItems(Item, feed.entry ?? []);
      const error = errorEntry(entries);
      if (error) throw new LiteratureError('arxiv', 'arXiv', 'query rejected', { cause: error.summary });
      return entries.map(toWork);
    },
  };
}

function errorEntry(entries: Entry[]): Entry | undefined {
  const single = entries.length === 1 && entries[0].title.trim() === 'Error' ? entries[0] : undefined;
  return entries.find((entry) => /\/api\/errors/.test(entry.id)) ?? single;
}

function toWork(entry: Entry): Work {
  const doi = bareDoi(entry.doi);
  const page = entry.link?.find((link) => link.rel === 'alternate')?.href ?? entry.id;
  return {
    source: 'arxiv',
    // 'http://arxiv.org/abs/2101.00010v2' → '2101.00010': the paper, whichever version.
    externalId: entry.id.replace(/^.*\/abs\//, '').replace(/v\d+$/, ''),
    title: plainTitle(entry.title),
    authors: authorNames((entry.author ?? []).map((author) => author.name)),
    year: yearOf(entry.published),
    venue: 'arXiv',
    doi,
    url: doi ? doiUrl(doi) : page.replace(/^http:\/\/arxiv\.org\//, 'https://arxiv.org/'),
    abstract: plainAbstract(entry.summary),
    citedBy: null,
  };
}
