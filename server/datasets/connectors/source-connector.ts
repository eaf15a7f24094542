import { ConnectorError, type ConnectorId, type DatasetConnector, type ExternalDataset } from './connector';
import type { SourceClient, SourceRequest } from '../../http/source-client';
import type { ResponseCache } from './response-cache';

// What every connector does the same way: tidy the query, cap the limit, ask the cache, fetch,
// validate and map. A source module only says how to ask (request) and how to read (parse).

export interface SourceProtocol {
  id: ConnectorId;
  name: string;
  /** Tells apart two instances of one protocol (two CKAN portals) in the shared cache. */
  cacheKey: string;
  /** The most results the source hands out in one page. */
  maxLimit: number;
  /** Null when nothing is left of the query to search for. */
  request(query: string, limit: number): SourceRequest | null;
  /** Throws (a ZodError, say) when the body is not the shape the source documents. */
  parse(body: unknown): ExternalDataset[];
}

export function createSourceConnector(
  protocol: SourceProtocol,
  runtime: { getJson: SourceClient['getJson']; cache: ResponseCache },
): DatasetConnector {
  return {
    id: protocol.id,
    name: protocol.name,
    async search(query, { limit, signal }) {
      const text = query.replace(/\s+/g, ' ').trim();
      const size = Math.min(Math.floor(limit), protocol.maxLimit);
      const request = text && size >= 1 ? protocol.request(text, size) : null;
      if (!request) return [];
      const key = `${protocol.id}\n${protocol.cacheKey}\n${text}\n${size}`;
      const hit = runtime.cache.get(key);
      if (hit) return hit;
      const body = await runtime.getJson(request, signal);
      let results: ExternalDataset[];
      try {
        results = protocol.parse(body).slice(0, size);
      } catch (error) {
        throw new ConnectorError(protocol.id, protocol.name, 'unexpected response', { cause: error });
      }
      runtime.cache.set(key, results);
      return results;
    },
  };
}
