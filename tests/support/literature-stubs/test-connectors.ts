import { vi } from 'vitest';
import {
  createLiteratureConnectors,
  type LiteratureDeps,
} from '../../../server/literature/connectors/create-literature-connectors';
import { readLiteratureConfig, type LiteratureConfig } from '../../../server/literature/connectors/literature-config';
import type { LiteratureCache } from '../../../server/literature/connectors/literature-source';
import type { LiteratureConnector, LiteratureSourceId, Work } from '../../../server/literature/work';
import type { LiteratureStub } from './stub-server';

// Connectors pointed at the literature stub for unit tests: a clock that moves only when the code
// sleeps (rate-limit waits and retry pauses cost no real time, and can be read back), and an
// in-memory cache standing in for the database one (tests/api/literature-cache.test.ts tests that).

export interface VirtualClock {
  now: () => number;
  sleep: ReturnType<typeof vi.fn<(ms: number, signal?: AbortSignal) => Promise<void>>>;
}

export function virtualClock(start = Date.parse('2026-05-01T00:00:00Z')): VirtualClock {
  let time = start;
  return {
    now: () => time,
    sleep: vi.fn(async (ms: number) => {
      time += ms;
    }),
  };
}

export function memoryCache(): LiteratureCache & { entries: Map<string, Work[]> } {
  const entries = new Map<string, Work[]>();
  return {
    entries,
    get: async (source, key) => structuredClone(entries.get(`${source}\n${key}`)),
    set: async (source, key, _query, works) => void entries.set(`${source}\n${key}`, structuredClone(works)),
  };
}

/** The config that turns on `sources`, each at its stub base URL. */
export function stubConfig(
  stub: LiteratureStub,
  sources: readonly LiteratureSourceId[],
  overrides: Partial<LiteratureConfig> = {},
): LiteratureConfig {
  const on = (source: LiteratureSourceId) => (sources.includes(source) ? { baseUrl: stub.baseUrls[source] } : null);
  const withKey = (source: LiteratureSourceId) => {
    const base = on(source);
    return base && { ...base, apiKey: null };
  };
  return {
    ...readLiteratureConfig({}),
    openAlex: withKey('openalex'),
    semanticScholar: withKey('semantic_scholar'),
    arxiv: on('arxiv'),
    europePmc: on('europepmc'),
    crossref: on('crossref'),
    ...overrides,
  };
}

/** One source's connector on the stub, with a virtual clock and a fresh in-memory cache unless given. */
export function stubConnector(
  stub: LiteratureStub,
  source: LiteratureSourceId,
  options: { config?: Partial<LiteratureConfig>; clock?: VirtualClock; deps?: Partial<LiteratureDeps> } = {},
): { connector: LiteratureConnector; clock: VirtualClock } {
  const clock = options.clock ?? virtualClock();
  const config = stubConfig(stub, [source], options.config);
  const deps = { cache: memoryCache(), now: clock.now, sleep: clock.sleep, ...options.deps } as LiteratureDeps;
  const [connector] = createLiteratureConnectors(config, deps);
  return { connector, clock };
}
