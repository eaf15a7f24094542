import { createSourceClient, type HttpDeps } from '../../http/source-client';
import { sleep as realSleep } from '../../llm/retry';
import { ckanProtocol } from './ckan';
import { ConnectorError, type DatasetConnector } from './connector';
import type { ConnectorConfig } from './connector-config';
import { dataciteProtocol } from './datacite';
import { dataCommonsProtocol } from './datacommons';
import { createResponseCache } from './response-cache';
import { createSourceConnector, type SourceProtocol } from './source-connector';
import { zenodoProtocol } from './zenodo';

// The configured catalogues as connectors, sharing one response cache. Tests pass a fake sleep
// (retries without waiting) and clock (cache expiry); production takes the real ones.

const USER_AGENT = 'Labforge/0.1 (dataset search)';

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
      getJson: createSourceClient({
        timeoutMs: config.timeoutMs,
        headers: { 'user-agent': USER_AGENT },
        fail: (reason, cause) => new ConnectorError(protocol.id, protocol.name, reason, { cause }),
        ...http,
      }).getJson,
      cache,
    }),
  );
}
