import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PATHS, startLiteratureStub, type LiteratureStub } from '../../../tests/support/literature-stubs/stub-server';
import {
  memoryCache,
  stubConfig,
  stubConnector,
  virtualClock,
} from '../../../tests/support/literature-stubs/test-connectors';
import { LITERATURE_SOURCES } from '../work';
import { createLiteratureConnectors } from './create-literature-connectors';
import { readLiteratureConfig } from './literature-config';

let stub: LiteratureStub;
beforeAll(async () => {
  stub = await startLiteratureStub();
});
afterAll(() => stub.close());
beforeEach(() => stub.reset());

describe('createLiteratureConnectors', () => {
  it('builds none when nothing is configured', () => {
    expect(createLiteratureConnectors(readLiteratureConfig({}), { cache: memoryCache() })).toEqual([]);
  });

  it('builds only the configured sources, in a fixed order', () => {
    const some = createLiteratureConnectors(stubConfig(stub, ['crossref', 'arxiv', 'openalex']), {
      cache: memoryCache(),
    });
    expect(some.map((connector) => connector.id)).toEqual(['openalex', 'arxiv', 'crossref']);
    const all = createLiteratureConnectors(stubConfig(stub, [...LITERATURE_SOURCES].reverse()), {
      cache: memoryCache(),
    });
    expect(all.map(({ id, name }) => ({ id, name }))).toEqual([
      { id: 'openalex', name: 'OpenAlex' },
      { id: 'semantic_scholar', name: 'Semantic Scholar' },
      { id: 'arxiv', name: 'arXiv' },
      { id: 'europepmc', name: 'Europe PMC' },
      { id: 'crossref', name: 'Crossref' },
    ]);
  });

  it("spaces Crossref's requests at its polite pool's 10 a second with a contact e-mail", async () => {
    const clock = virtualClock();
    const sentAt: number[] = [];
    const send: typeof fetch = (input, init) => {
      sentAt.push(clock.now());
      return fetch(input, init);
    };
    const { connector } = stubConnector(stub, 'crossref', {
      clock,
      config: { contactEmail: 'lab@example.org' },
      deps: { fetch: send },
    });
    await connector.search('coral reefs', { limit: 5 });
    await connector.search('marine heatwaves', { limit: 5 });
    expect(sentAt[1] - sentAt[0]).toBe(100);
    expect(stub.requestsTo(PATHS.crossref)).toHaveLength(2);
  });

  it("gives each source a rate limit of its own, so one source's queue never holds up another", async () => {
    const clock = virtualClock();
    const [openAlex, europePmc] = createLiteratureConnectors(stubConfig(stub, ['openalex', 'europepmc']), {
      cache: memoryCache(),
      now: clock.now,
      sleep: clock.sleep,
    });
    await openAlex.search('coral', { limit: 5 });
    await europePmc.search('coral', { limit: 5 });
    expect(clock.sleep).not.toHaveBeenCalled();
  });
});
