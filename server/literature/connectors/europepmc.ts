import { z } from 'zod';
import { searchTerms } from '../../http/source-text';
import { validItems } from '../../http/valid-items';
import type { Work } from '../work';
import type { LiteratureProtocol } from './literature-source';
import { authorNames, bareDoi, countOf, doiUrl, plainAbstract, plainTitle, yearOf } from './work-text';

// Europe PMC's REST search, core results (abstracts and full author lists):
// GET {base}/europepmc/webservices/rest/search?query=…&format=json&pageSize=N&resultType=core
// → { hitCount, resultList: { result } }. Titles and abstracts carry HTML (<i>, <sup>, <h4>).

const Envelope = z.object({ resultList: z.object({ result: z.array(z.unknown()) }) });

const Item = z
  .object({
    id: z.string().min(1),
    source: z.string().min(1),
    pmid: z.string().nullish(),
    doi: z.string().nullish(),
    title: z.string().nullish(),
    authorList: z
      .object({
        author: z.array(z.object({ fullName: z.string().nullish(), collectiveName: z.string().nullish() })),
      })
      .nullish(),
    journalInfo: z.object({ journal: z.object({ title: z.string().nullish() }).nullish() }).nullish(),
    pubYear: z.string().nullish(),
    abstractText: z.string().nullish(),
    citedByCount: z.number().nullish(),
  })
  .refine((result) => plainTitle(result.title) !== '', 'a result without a title');

type Result = z.infer<typeof Item>;

// Europe PMC pages go up to 1,000 results; a search needs far fewer.
const MAX_PAGE_SIZE = 100;

export function europePmcProtocol(settings: { baseUrl: string }): LiteratureProtocol {
  return {
    id: 'europepmc',
    name: 'Europe PMC',
    baseUrl: settings.baseUrl,
    maxLimit: MAX_PAGE_SIZE,
    format: 'json',
    request(query, limit) {
      // Words only: Europe PMC parses colons, brackets and quotes as its own query syntax.
      const words = searchTerms(query);
      if (!words) return null;
      const params = new URLSearchParams({ query: words, format: 'json', pageSize: String(limit), resultType: 'core' });
      return { url: `${settings.baseUrl}/europepmc/webservices/rest/search?${params}` };
    },
    parse(body) {
      return validItems(Item, Envelope.parse(body).resultList.result).map(toWork);
    },
  };
}

function toWork(result: Result): Work {
  const doi = bareDoi(result.doi);
  const authors = result.authorList?.author ?? [];
  return {
    source: 'europepmc',
    // MED results are keyed by their PMID; preprints (PPR) and others by Europe PMC's own id.
    externalId: result.pmid ?? result.id,
    // PubMed ends every title with a full stop.
    title: plainTitle(result.title).replace(/(?<!\.)\.$/, ''),
    authors: authorNames(authors.map((author) => author.fullName ?? author.collectiveName)),
    year: yearOf(result.pubYear),
    venue: result.journalInfo?.journal?.title?.trim() || null,
    doi,
    url: doi ? doiUrl(doi) : `https://europepmc.org/article/${result.source}/${result.id}`,
    abstract: plainAbstract(result.abstractText),
    citedBy: countOf(result.citedByCount),
  };
}
