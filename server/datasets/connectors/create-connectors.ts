import { sleep as realSleep } from '../../llm/retry';
import { ckanProtocol } from './ckan';
import type { DatasetConnector } from './connector';
import type { ConnectorConfig } from './connector-config';
import { dataciteProtocol } from './datacite';
import { dataCommonsProtocol } from './datacommons';
import { createJsonClient, type HttpDeps } from './json-client';
import { createResponseCache } from './response-cache';
import { createSourceConnector, type SourceProtocol } from './source-connector';
import { zenodoProtocol } from './zenodo';

// The configured catalogues as connectors, sharing one response cache. Tests pass a fake sleep
// (retries without waiting) and clock (cache expiry); production takes the real ones.

export function createConnectors(config: ConnectorConfig, deps: Partial<HttpDeps> = {}): DatasetConnector[] {
  const http: HttpDeps = {
    fetch: deps.fetch ?? ((input, init) => fetch(input, init)),
    sleep: deps.sleep ?? realSleep,
    now: deps.now ?? Date.now,
  };
  const cache = createResponseCache({ ttlMs: config.cacheSeconds * 1000, now: http.now });
  const protocols: SourceProtocol[] = [
    ...config.ckan.map(ckanProtocol),
    ...(config.zenodo ? [zenodoProtocol(config.zenodo.baseUrl)] : []),
    ...(config.datacite ? [dataciteProtocol(config.datacite.baseUrl)] : []),
    ...(config.dataCommons ? [dataCommonsProtocol(config.dataCommons)] : []),
  ];
  return protocols.map((protocol) =>
    createSourceConnector(protocol, {
      getJson: createJsonClient(protocol, { timeoutMs: config.timeoutMs, ...http }),
      cache,
    }),
  );
}
