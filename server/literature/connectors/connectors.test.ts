import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { echoAnswer } from '../../../tests/support/literature-stubs/echo';
import {
  PATHS,
  startLiteratureStub,
  type LiteratureStub,
  type StubAnswer,
} from '../../../tests/support/literature-stubs/stub-server';
import { memoryCache, stubConnector, virtualClock } from '../../../tests/support/literature-stubs/test-connectors';
import { LiteratureError, type LiteratureSourceId } from '../work';

// What every literature connector does alike, run against each real protocol on the loopback
// stub: retries and Retry-After, timeouts, malformed bodies, the cache and the rate limit.

let stub: LiteratureStub;
beforeAll(async () => {
  stub = await startLiteratureStub();
});
afterAll(() => stub.close());
beforeEach(() => stub.reset());

interface Case {
  source: LiteratureSourceId;
  /** The published gap between two requests, without a contact e-mail. */
  intervalMs: number;
  malformed: StubAnswer;
  noneParse: StubAnswer;
}

const atom = (text: string): StubAnswer => ({ text, contentType: 'application/atom+xml' });

const cases: Case[] = [
  { source: 'openalex', intervalMs: 100, malformed: { text: '{"results": [' }, noneParse: { json: { results: [{}] } } },
  {
    source: 'semantic_scholar',
    intervalMs: 1000,
    malformed: { text: '<html><body>Bad gateway</body></html>' },
    noneParse: { json: { total: 1, offset: 0, data: [{ title: 'no id' }] } },
  },
  {
    source: 'arxiv',
    intervalMs: 3000,
    malformed: atom('<feed xmlns="http://www.w3.org/2005/Atom"><entry><id>x</id>'),
    noneParse: atom('<feed xmlns="http://www.w3.org/2005/Atom"><entry><id>http://arxiv.org/abs/1</id></entry></feed>'),
  },
  {
    source: 'europepmc',
    intervalMs: 100,
    malformed: { text: 'Service Temporarily Unavailable' },
    noneParse: { json: { hitCount: 1, resultList: { result: [{ id: '1' }] } } },
  },
  {
    source: 'crossref',
    intervalMs: 200,
    malformed: { text: '{"status":"ok","message":' },
    noneParse: { json: { status: 'ok', message: { items: [{ title: ['no DOI'] }] } } },
  },
];

describe.each(cases)('$source connector', ({ source, intervalMs, malformed, noneParse }) => {
  const path = PATHS[source];
  const search = (connector: ReturnType<typeof stubConnector>['connector'], query = 'coral bleaching heatwaves') =>
    connector.search(query, { limit: 5 });

  it('finds works on the stub', async () => {
    const works = await search(stubConnector(stub, source).connector);
    expect(works.length).toBeGreaterThanOrEqual(4);
    expect(works.every((work) => work.source === source)).toBe(true);
    expect(stub.requestsTo(path)).toHaveLength(1);
  });

  it('waits as long as a 429 Retry-After asks, then succeeds', async () => {
    stub.script(path, [{ status: 429, json: { message: 'Too Many Requests' }, headers: { 'retry-after': '7' } }]);
    const { connector, clock } = stubConnector(stub, source);
    expect((await search(connector)).length).toBeGreaterThan(0);
    expect(stub.requestsTo(path)).toHaveLength(2);
    expect(clock.sleep.mock.calls.map(([ms]) => ms)).toEqual([7000]);
  });

  it("fails with 'HTTP 503' after two retries", async () => {
    stub.script(
      path,
      Array.from({ length: 3 }, () => ({ status: 503, text: 'Service Unavailable' })),
    );
    const failure = await search(stubConnector(stub, source).connector).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(LiteratureError);
    expect(failure).toMatchObject({ source, reason: 'HTTP 503' });
    expect(stub.requestsTo(path)).toHaveLength(3);
  });

  it.each([
    ['a malformed body', malformed],
    ['records none of which parse', noneParse],
  ])("calls %s an 'unexpected response', without retrying", async (_, answer) => {
    stub.script(path, [answer]);
    await expect(search(stubConnector(stub, source).connector)).rejects.toMatchObject({
      name: 'LiteratureError',
      reason: 'unexpected response',
    });
    expect(stub.requestsTo(path)).toHaveLength(1);
  });

  it("calls a hanging source 'timed out'", async () => {
    stub.script(path, [{ hang: true }]);
    const { connector } = stubConnector(stub, source, { config: { timeoutMs: 150 } });
    await expect(search(connector)).rejects.toMatchObject({ name: 'LiteratureError', reason: 'timed out' });
  });

  it('answers the second identical search from the cache, without a request', async () => {
    const { connector } = stubConnector(stub, source);
    const first = await search(connector, 'coral bleaching heatwaves');
    expect(await search(connector, '  coral   bleaching heatwaves ')).toEqual(first);
    expect(stub.requestsTo(path)).toHaveLength(1);
    await connector.search('coral bleaching heatwaves', { limit: 3 });
    expect(stub.requestsTo(path)).toHaveLength(2);
  });

  it('searches the source when the cache fails, and does not cache a failure', async () => {
    const broken = { get: () => Promise.reject(new Error('db down')), set: () => Promise.reject(new Error('db down')) };
    expect((await search(stubConnector(stub, source, { deps: { cache: broken } }).connector)).length).toBeGreaterThan(
      0,
    );
    const cache = memoryCache();
    stub.script(path, [malformed]);
    const { connector } = stubConnector(stub, source, { deps: { cache } });
    await expect(search(connector)).rejects.toBeInstanceOf(LiteratureError);
    expect(cache.entries.size).toBe(0);
    expect((await search(connector)).length).toBeGreaterThan(0);
  });

  it('spaces requests by the published interval, for every caller of one connector', async () => {
    const sentAt: number[] = [];
    const clock = virtualClock();
    const send: typeof fetch = (input, init) => {
      sentAt.push(clock.now());
      return fetch(input, init);
    };
    const { connector } = stubConnector(stub, source, { clock, deps: { fetch: send } });
    for (const query of ['coral reefs', 'marine heatwaves', 'ocean warming']) await search(connector, query);
    expect(sentAt.slice(1).map((time, index) => time - sentAt[index])).toEqual([intervalMs, intervalMs]);
  });

  it("finds 'a paper identical to the idea' when the stub echoes the query", async () => {
    stub.answerWith(path, echoAnswer(source));
    const [work] = await search(stubConnector(stub, source).connector, 'Coral heat-stress forecasting');
    expect(work).toMatchObject({
      source,
      title: 'coral heat stress forecasting',
      abstract: 'coral heat stress forecasting',
    });
    expect(work.doi).toMatch(/^10\.5555\/echo\./);
  });

  it('asks nothing for an empty query or limit', async () => {
    const { connector } = stubConnector(stub, source);
    expect(await search(connector, '  ?! ')).toEqual([]);
    expect(await connector.search('coral', { limit: 0 })).toEqual([]);
    expect(stub.requests).toHaveLength(0);
  });
});
