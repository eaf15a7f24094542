import type { Executor } from '../../db/connect';
import { createSourceClient, type HttpDeps } from '../../http/source-client';
import { sleep as realSleep } from '../../llm/retry';
import { LiteratureError, type LiteratureConnector } from '../work';
import { arxivProtocol } from './arxiv';
import { crossrefProtocol } from './crossref';
import { createDbResponseCache } from './db-response-cache';
import { europePmcProtocol } from './europepmc';
import type { LiteratureConfig } from './literature-config';
import { createLiteratureSource, type LiteratureCache, type LiteratureProtocol } from './literature-source';
import { openAlexProtocol } from './openalex';
import { createRateLimiter } from './rate-limit';
import { semanticScholarProtocol } from './semantic-scholar';

// The configured literature sources as connectors, in a fixed order. Each keeps its source's
// published rate for every caller in the process, so build them once per process and share
// them. Tests pass a fake sleep and clock (retries and spacing without waiting).

export type LiteratureDeps = Partial<HttpDeps> & ({ db: Executor } | { cache: LiteratureCache });

// Published limits, as the gap between two requests: OpenAlex and Europe PMC 10/s, Semantic
// Scholar 1/s, arXiv one every 3 s, Crossref 5/s (10/s in its polite pool, with a contact e-mail).
const INTERVAL_MS = { openalex: 100, semantic_scholar: 1000, arxiv: 3000, europepmc: 100 } as const;
const crossrefInterval = (contactEmail: string | null) => (contactEmail ? 100 : 200);

export function createLiteratureConnectors(config: LiteratureConfig, deps: LiteratureDeps): LiteratureConnector[] {
  const http: HttpDeps = {
    fetch: deps.fetch ?? ((input, init) => fetch(input, init)),
    sleep: deps.sleep ?? realSleep,
    now: deps.now ?? Date.now,
  };
  const cache =
    'cache' in deps ? deps.cache : createDbResponseCache(deps.db, { maxAgeDays: config.cacheDays, now: http.now });
  const contact = config.contactEmail;
  const userAgent = contact ? `Labforge/0.1 (mailto:${contact})` : 'Labforge/0.1 (literature search)';
  return configuredSources(config).map(({ protocol, intervalMs }) => {
    const limiter = createRateLimiter({ intervalMs, now: http.now, sleep: http.sleep });
    const client = createSourceClient({
      ...http,
      limiter,
      timeoutMs: config.timeoutMs,
      headers: { 'user-agent': userAgent },
      fail: (reason, cause) => new LiteratureError(protocol.id, protocol.name, reason, { cause }),
    });
    return createLiteratureSource(protocol, { client, cache });
  });
}

function configuredSources(config: LiteratureConfig): { protocol: LiteratureProtocol; intervalMs: number }[] {
  const { openAlex, semanticScholar, arxiv, europePmc, crossref, contactEmail } = config;
  return [
    openAlex && {
      protocol: openAlexProtocol({ ...openAlex, contactEmail }),
      intervalMs: INTERVAL_MS.openalex,
    },
    semanticScholar && {
      protocol: semanticScholarProtocol(semanticScholar),
      intervalMs: INTERVAL_MS.semantic_scholar,
    },
    arxiv && { protocol: arxivProtocol(arxiv), intervalMs: INTERVAL_MS.arxiv },
    europePmc && { protocol: europePmcProtocol(europePmc), intervalMs: INTERVAL_MS.europepmc },
    crossref && {
      protocol: crossrefProtocol({ ...crossref, contactEmail }),
      intervalMs: crossrefInterval(contactEmail),
    },
  ].filter((source) => source !== null);
}
