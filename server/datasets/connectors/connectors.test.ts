import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS, startDatasetStub, type DatasetStub } from '../../../tests/support/dataset-stubs/stub-server';
import { ConnectorError } from './connector';
import { readConnectorConfig, type ConnectorConfig } from './connector-config';
import { createConnectors } from './create-connectors';

// What every connector does alike, run against each real protocol on the loopback stub:
// retries, timeouts, malformed bodies and the response cache.

let stub: DatasetStub;
beforeAll(async () => {
  stub = await startDatasetStub();
});
afterAll(() => stub.close());
beforeEach(() => stub.reset());

const cases: { label: string; path: string; config: (url: string) => Partial<ConnectorConfig> }[] = [
  { label: 'CKAN', path: PATHS.ckan, config: (url) => ({ ckan: [{ name: 'Test portal', baseUrl: url }] }) },
  { label: 'Zenodo', path: PATHS.zenodo, config: (url) => ({ zenodo: { baseUrl: url } }) },
  { label: 'DataCite', path: PATHS.datacite, config: (url) => ({ datacite: { baseUrl: url } }) },
  {
    label: 'Data Commons',
    path: PATHS.datacommons,
    config: (url) => ({ dataCommons: { baseUrl: url, apiKey: 'test-key' } }),
  },
];

describe.each(cases)('$label connector', ({ path, config }) => {
  const connector = (options: { timeoutMs?: number; cacheSeconds?: number; now?: () => number } = {}) => {
    const sleep = vi.fn(async () => {});
    const settings = { ...readConnectorConfig({}), ...config(stub.url), cacheSeconds: 0, ...options };
    const [only] = createConnectors(settings, { sleep, now: options.now });
    return { connector: only, sleep };
  };
  const search = (c: ReturnType<typeof connector>['connector'], query = 'PM2.5 air quality', limit = 5) =>
    c.search(query, { limit });

  it('finds datasets on the stub', async () => {
    const results = await search(connector().connector);
    expect(results.length).toBeGreaterThan(0);
    expect(stub.requestsTo(path)).toHaveLength(1);
  });

  it('retries a 503 and then succeeds, without really waiting', async () => {
    stub.script(path, [{ status: 503, json: { message: 'busy' } }]);
    const { connector: c, sleep } = connector();
    expect((await search(c)).length).toBeGreaterThan(0);
    expect(stub.requestsTo(path)).toHaveLength(2);
    expect(sleep).toHaveBeenCalledTimes(1);
  });

  it('waits as long as Retry-After asks', async () => {
    stub.script(path, [{ status: 429, json: {}, headers: { 'retry-after': '3' } }]);
    const { connector: c, sleep } = connector();
    await search(c);
    expect(sleep).toHaveBeenCalledWith(3000, expect.any(AbortSignal));
  });

  it('gives up on a persistent 500 after two retries, with a ConnectorError', async () => {
    stub.script(
      path,
      Array.from({ length: 3 }, () => ({ status: 500, json: { error: 'boom' } })),
    );
    const failure = await search(connector().connector).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ConnectorError);
    expect(failure).toMatchObject({ reason: 'HTTP 500' });
    expect(stub.requestsTo(path)).toHaveLength(3);
  });

  it('times out a hanging response', async () => {
    stub.script(path, [{ hang: true }]);
    const started = Date.now();
    await expect(search(connector({ timeoutMs: 150 }).connector)).rejects.toMatchObject({
      name: 'ConnectorError',
      reason: 'timed out',
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it.each([
    ['HTML instead of JSON', { text: '<html><body>Maintenance</body></html>' }],
    ['JSON of another shape', { json: { items: [{ title: 'x' }] } }],
    [
      'records none of which parse',
      // Every protocol's envelope, each holding one empty record.
      {
        json: {
          success: true,
          result: { count: 1, results: [{}] },
          hits: { hits: [{}] },
          data: [{}],
          entities: [{ candidates: [{}] }],
        },
      },
    ],
  ])('reports %s as an unexpected response, without retrying', async (_, answer) => {
    stub.script(path, [answer]);
    await expect(search(connector().connector)).rejects.toMatchObject({ reason: 'unexpected response' });
    expect(stub.requestsTo(path)).toHaveLength(1);
  });

  it('answers the same search again from its cache, until the entry expires', async () => {
    let now = 1_000_000;
    const { connector: c } = connector({ cacheSeconds: 60, now: () => now });
    const first = await search(c, 'PM2.5 air quality');
    expect(await search(c, '  PM2.5   air quality ')).toEqual(first);
    expect(stub.requestsTo(path)).toHaveLength(1);
    await search(c, 'PM2.5 air quality', 3);
    expect(stub.requestsTo(path)).toHaveLength(2);
    now += 61_000;
    await search(c, 'PM2.5 air quality');
    expect(stub.requestsTo(path)).toHaveLength(3);
  });

  it('does not cache a failure', async () => {
    stub.script(path, [{ text: 'not json' }]);
    const { connector: c } = connector({ cacheSeconds: 60 });
    await expect(search(c)).rejects.toBeInstanceOf(ConnectorError);
    expect((await search(c)).length).toBeGreaterThan(0);
  });

  it('asks nothing for an empty query or limit', async () => {
    const { connector: c } = connector();
    expect(await search(c, '   ')).toEqual([]);
    expect(await search(c, 'air', 0)).toEqual([]);
    expect(stub.requests).toHaveLength(0);
  });
});
