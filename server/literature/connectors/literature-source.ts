import type { SourceClient, SourceRequest } from '../../http/source-client';
import { LiteratureError, type LiteratureConnector, type LiteratureSourceId, type Work } from '../work';

// What every literature connector does the same way: tidy the query, cap the limit, ask the
// cache, fetch, validate and map. A source module only says how to ask (request) and how to read
// (parse); the client brings the deadline, retries, rate limit and polite identification.

export interface LiteratureProtocol {
  id: LiteratureSourceId;
  name: string;
  /** Tells apart two deployments of one source (the real one, a stub) in the shared cache. */
  baseUrl: string;
  /** The most works the source hands out in one page. */
  maxLimit: number;
  /** arXiv answers Atom XML; the others JSON. */
  format: 'json' | 'text';
  /** Null when nothing is left of the query to search for. */
  request(query: string, limit: number): SourceRequest | null;
  /** Throws (a ZodError, say) when the body is not the shape the source documents. */
  parse(body: unknown): Work[];
}

/** Answers already fetched, kept across sessions (db-response-cache.ts). */
export interface LiteratureCache {
  get(source: LiteratureSourceId, cacheKey: string): Promise<Work[] | undefined>;
  set(source: LiteratureSourceId, cacheKey: string, query: string, works: Work[]): Promise<void>;
}

export function createLiteratureSource(
  protocol: LiteratureProtocol,
  runtime: { client: SourceClient; cache: LiteratureCache },
): LiteratureConnector {
  const { client, cache } = runtime;
  return {
    id: protocol.id,
    name: protocol.name,
    async search(query, { limit, signal }) {
      const text = query.replace(/\s+/g, ' ').trim();
      const size = Math.min(Math.floor(limit), protocol.maxLimit);
      const request = text && size >= 1 ? protocol.request(text, size) : null;
      if (!request) return [];
      const key = `${protocol.baseUrl}\n${text}\n${size}`;
      // The cache only saves requests: a database that cannot answer never fails a search.
      const hit = await cache.get(protocol.id, key).catch(() => undefined);
      if (hit) return hit;
      const body =
        protocol.format === 'json' ? await client.getJson(request, signal) : await client.getText(request, signal);
      const works = parseBody(protocol, body).slice(0, size);
      await cache.set(protocol.id, key, text, works).catch(() => undefined);
      return works;
    },
  };
}

function parseBody(protocol: LiteratureProtocol, body: unknown): Work[] {
  try {
    return protocol.parse(body);
  } catch (error) {
    // A source's own refusal (arXiv's "Error" entry) keeps its reason; anything else is a shape we do not know.
    if (error instanceof LiteratureError) throw error;
    throw new LiteratureError(protocol.id, protocol.name, 'unexpected response', { cause: error });
  }
}
