import { z } from 'zod';
import type { ExternalDataset } from './connector';
import type { SourceProtocol } from './source-connector';
import { validItems } from '../../http/valid-items';
import { isoTimestamp, plainText, searchTerms, uniqueFormats, uniqueTexts } from '../../http/source-text';

// DataCite's REST API (JSON:API):
// GET {base}/dois?query=…&resource-type-id=dataset&page[size]=N → { data: [{ id, attributes }] }.

const Envelope = z.object({ data: z.array(z.unknown()) });

const Doi = z.object({
  id: z.string(),
  attributes: z.object({
    doi: z.string().nullish(),
    titles: z.array(z.object({ title: z.string(), titleType: z.string().nullish() })).nullish(),
    descriptions: z
      .array(z.object({ description: z.string().nullish(), descriptionType: z.string().nullish() }))
      .nullish(),
    // A string, or an object when asked with publisher=true (schema 4.5).
    publisher: z.union([z.string(), z.object({ name: z.string() })]).nullish(),
    subjects: z.array(z.object({ subject: z.string() })).nullish(),
    formats: z.array(z.string()).nullish(),
    rightsList: z.array(z.object({ rights: z.string().nullish(), rightsIdentifier: z.string().nullish() })).nullish(),
    updated: z.string().nullish(),
  }),
});

type DataciteDoi = z.infer<typeof Doi>;

const MAX_PAGE = 100;

export function dataciteProtocol(baseUrl: string): SourceProtocol {
  return {
    id: 'datacite',
    name: 'DataCite',
    cacheKey: baseUrl,
    maxLimit: MAX_PAGE,
    request(query, limit) {
      const terms = searchTerms(query);
      const params = new URLSearchParams({ query: terms, 'resource-type-id': 'dataset', 'page[size]': String(limit) });
      return terms ? { url: `${baseUrl}/dois?${params}` } : null;
    },
    parse(body) {
      return validItems(Doi, Envelope.parse(body).data).map(toDataset);
    },
  };
}

function toDataset({ id, attributes: a }: DataciteDoi): ExternalDataset {
  const doi = a.doi ?? id;
  // The main title has no titleType; subtitles and translations do.
  const title = a.titles?.find((t) => !t.titleType) ?? a.titles?.[0];
  const abstract = a.descriptions?.find((d) => d.descriptionType === 'Abstract') ?? a.descriptions?.[0];
  const rights = a.rightsList?.[0];
  const publisher = typeof a.publisher === 'string' ? a.publisher : a.publisher?.name;
  return {
    source: 'datacite',
    sourceName: 'DataCite',
    externalId: doi,
    name: title?.title.trim() || doi,
    publisher: publisher?.trim() || null,
    description: plainText(abstract?.description),
    topics: uniqueTexts((a.subjects ?? []).map((s) => s.subject)),
    formats: uniqueFormats(a.formats ?? []),
    licence: rights?.rightsIdentifier?.trim() || rights?.rights?.trim() || null,
    // The DOI resolver outlives any one landing page.
    landingUrl: `https://doi.org/${doi}`,
    updatedAt: isoTimestamp(a.updated),
  };
}
