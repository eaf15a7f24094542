import { z } from 'zod';
import type { ExternalDataset } from './connector';
import type { SourceProtocol } from './source-connector';
import { validItems } from '../../http/valid-items';
import { extensionOf, isoTimestamp, plainText, searchTerms, uniqueFormats, uniqueTexts } from '../../http/source-text';

// Zenodo's records API (InvenioRDM, default JSON serialisation):
// GET {base}/api/records?q=…&type=dataset&size=N → { hits: { hits: [record] } }.

const Envelope = z.object({ hits: z.object({ hits: z.array(z.unknown()) }) });

const Record = z.object({
  id: z.union([z.number(), z.string()]),
  doi: z.string().nullish(),
  doi_url: z.string().nullish(),
  links: z.object({ self_html: z.string().nullish(), html: z.string().nullish() }).nullish(),
  modified: z.string().nullish(),
  updated: z.string().nullish(),
  files: z.array(z.object({ key: z.string() })).nullish(),
  metadata: z.object({
    title: z.string(),
    description: z.string().nullish(),
    creators: z.array(z.object({ name: z.string() })).nullish(),
    keywords: z.array(z.string()).nullish(),
    license: z.object({ id: z.string() }).nullish(),
    publication_date: z.string().nullish(),
  }),
});

type ZenodoRecord = z.infer<typeof Record>;

// Zenodo caps anonymous search pages at 25 records (since November 2025); more is a 400.
const MAX_SIZE = 25;

export function zenodoProtocol(baseUrl: string): SourceProtocol {
  return {
    id: 'zenodo',
    name: 'Zenodo',
    cacheKey: baseUrl,
    maxLimit: MAX_SIZE,
    request(query, limit) {
      const q = searchTerms(query);
      const params = new URLSearchParams({ q, type: 'dataset', size: String(limit) });
      return q ? { url: `${baseUrl}/api/records?${params}` } : null;
    },
    parse(body) {
      return validItems(Record, Envelope.parse(body).hits.hits).map((record) => toDataset(record, baseUrl));
    },
  };
}

function toDataset(record: ZenodoRecord, baseUrl: string): ExternalDataset {
  const { metadata } = record;
  const creators = uniqueTexts((metadata.creators ?? []).map((creator) => creator.name));
  return {
    source: 'zenodo',
    sourceName: 'Zenodo',
    externalId: String(record.id),
    name: metadata.title.trim(),
    // Zenodo is the publisher of everything on it; the creators are who a reader asks about.
    publisher: creators.length === 0 ? null : creators.length === 1 ? creators[0] : `${creators[0]} et al.`,
    description: plainText(metadata.description),
    topics: uniqueTexts(metadata.keywords ?? []),
    formats: uniqueFormats((record.files ?? []).map((file) => extensionOf(file.key))),
    licence: metadata.license?.id ?? null,
    landingUrl:
      record.links?.self_html ??
      record.links?.html ??
      record.doi_url ??
      (record.doi ? `https://doi.org/${record.doi}` : `${baseUrl}/records/${record.id}`),
    updatedAt: isoTimestamp(record.modified ?? record.updated ?? metadata.publication_date),
  };
}
