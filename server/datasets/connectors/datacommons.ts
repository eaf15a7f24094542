import { z } from 'zod';
import type { ExternalDataset } from './connector';
import type { SourceProtocol } from './source-connector';
import { validItems } from '../../http/valid-items';

// Data Commons REST v2 indicator search (GET {base}/v2/resolve?nodes=…&resolver=indicator), which
// matches statistical variables and topics by meaning. Names are the matched sentences, not a second call.

export interface DataCommonsSettings {
  baseUrl: string;
  apiKey: string | null;
}

const Envelope = z.object({
  entities: z.array(z.object({ node: z.string().nullish(), candidates: z.array(z.unknown()).nullish() })),
});

const Candidate = z.object({
  dcid: z.string(),
  metadata: z.object({ sentence: z.string().nullish(), score: z.union([z.string(), z.number()]).nullish() }).nullish(),
  typeOf: z.array(z.string()).nullish(),
});

const MAX_CANDIDATES = 100;

export function dataCommonsProtocol({ baseUrl, apiKey }: DataCommonsSettings): SourceProtocol {
  const browser = browserOrigin(baseUrl);
  return {
    id: 'datacommons',
    name: 'Data Commons',
    cacheKey: baseUrl,
    maxLimit: MAX_CANDIDATES,
    // Natural language on purpose: the indicator resolver reads sentences, not query syntax.
    request: (query) => ({
      url: `${baseUrl}/v2/resolve?${new URLSearchParams({ nodes: query, resolver: 'indicator' })}`,
      headers: apiKey ? { 'x-api-key': apiKey } : undefined,
    }),
    parse(body) {
      const candidates = Envelope.parse(body).entities.flatMap((entity) => entity.candidates ?? []);
      const variables = validItems(Candidate, candidates).filter(
        (candidate) => !candidate.typeOf || candidate.typeOf.includes('StatisticalVariable'),
      );
      return [...new Map(variables.map((v) => [v.dcid, v])).values()].map((variable): ExternalDataset => ({
        source: 'datacommons',
        sourceName: 'Data Commons',
        externalId: variable.dcid,
        name: variable.metadata?.sentence?.trim() || variable.dcid,
        publisher: null,
        description: `Data Commons statistical variable ${variable.dcid}.`,
        topics: [],
        formats: [],
        licence: null,
        landingUrl: `${browser}/browser/${variable.dcid}`,
        updatedAt: null,
      }));
    },
  };
}

/** api.datacommons.org serves the API; datacommons.org the browser. A custom Data Commons serves both. */
function browserOrigin(baseUrl: string): string {
  const url = new URL(baseUrl);
  return url.hostname === 'api.datacommons.org' ? 'https://datacommons.org' : url.origin;
}
