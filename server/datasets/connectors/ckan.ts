import { z } from 'zod';
import type { ExternalDataset } from './connector';
import type { SourceProtocol } from './source-connector';
import { validItems } from '../../http/valid-items';
import { isoTimestamp, plainText, searchTerms, uniqueFormats, uniqueTexts } from '../../http/source-text';

// CKAN's action API: GET {site}/api/3/action/package_search?q=…&rows=N; datasets at {site}/dataset/{name}.
// A base ending in /ckan is piveau's façade (data.europa.eu), whose actions and pages sit elsewhere.

export interface CkanPortal {
  name: string;
  /** No trailing slash. */
  baseUrl: string;
}

// DCAT-AP portals may send a language map where CKAN sends a string.
const Text = z.union([z.string(), z.record(z.string(), z.string())]);

const Envelope = z.object({
  success: z.literal(true).optional(),
  result: z.object({ results: z.array(z.unknown()) }),
});

const Package = z.object({
  id: z.string(),
  name: z.string(),
  title: Text.nullish(),
  notes: Text.nullish(),
  organization: z.object({ title: z.string().nullish() }).nullish(),
  tags: z.array(z.object({ name: z.string() })).nullish(),
  resources: z.array(z.object({ format: z.string().nullish() })).nullish(),
  license_title: z.string().nullish(),
  metadata_modified: z.string().nullish(),
});

const MAX_ROWS = 100;

export function ckanProtocol(portal: CkanPortal): SourceProtocol {
  const { searchUrl, landingUrl } = endpoints(portal.baseUrl);
  return {
    id: 'ckan',
    name: portal.name,
    cacheKey: portal.baseUrl,
    maxLimit: MAX_ROWS,
    request(query, limit) {
      const q = searchTerms(query);
      return q ? { url: `${searchUrl}?${new URLSearchParams({ q, rows: String(limit) })}` } : null;
    },
    parse(body) {
      const packages = validItems(Package, Envelope.parse(body).result.results);
      return packages.map((item): ExternalDataset => ({
        source: 'ckan',
        sourceName: portal.name,
        externalId: item.id,
        name: textOf(item.title) || item.name,
        publisher: item.organization?.title?.trim() || null,
        description: plainText(textOf(item.notes)),
        topics: uniqueTexts((item.tags ?? []).map((tag) => tag.name)),
        formats: uniqueFormats((item.resources ?? []).map((resource) => resource.format)),
        licence: item.license_title?.trim() || null,
        landingUrl: landingUrl(item.name),
        updatedAt: isoTimestamp(item.metadata_modified),
      }));
    },
  };
}

/** data.europa.eu serves package_search right under /api/hub/search/ckan and pages at /data/datasets/{name}. */
function endpoints(baseUrl: string) {
  const dataset = (name: string) => encodeURIComponent(name);
  if (new URL(baseUrl).pathname.endsWith('/ckan')) {
    const origin = new URL(baseUrl).origin;
    return {
      searchUrl: `${baseUrl}/package_search`,
      landingUrl: (name: string) => `${origin}/data/datasets/${dataset(name)}`,
    };
  }
  return {
    searchUrl: `${baseUrl}/api/3/action/package_search`,
    landingUrl: (name: string) => `${baseUrl}/dataset/${dataset(name)}`,
  };
}

/** A string, or from a language map the English text, else the first. */
function textOf(value: z.infer<typeof Text> | null | undefined): string {
  if (!value) return '';
  if (typeof value === 'string') return value.trim();
  return (value.en ?? Object.values(value)[0] ?? '').trim();
}
