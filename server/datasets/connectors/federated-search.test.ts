import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS, startDatasetStub, type DatasetStub } from '../../../tests/support/dataset-stubs/stub-server';
import { ConnectorError, type DatasetConnector } from './connector';
import { readConnectorConfig } from './connector-config';
import { createConnectors } from './create-connectors';
import { searchConnectors } from './federated-search';

let stub: DatasetStub;
beforeAll(async () => {
  stub = await startDatasetStub();
});
afterAll(() => stub.close());
beforeEach(() => stub.reset());

const allSources = () =>
  createConnectors(
    {
      ...readConnectorConfig({}),
      ckan: [{ name: 'Test portal', baseUrl: stub.url }],
      zenodo: { baseUrl: stub.url },
      datacite: { baseUrl: stub.url },
      dataCommons: { baseUrl: stub.url, apiKey: 'test-key' },
    },
    { sleep: async () => {} },
  );

describe('searchConnectors', () => {
  it('asks every source and interleaves their results by rank', async () => {
    const { results, sources } = await searchConnectors(allSources(), 'PM2.5', { limit: 2 });
    expect(sources).toEqual([
      { id: 'ckan', name: 'Test portal', status: 'ok', count: 2 },
      { id: 'zenodo', name: 'Zenodo', status: 'ok', count: 1 },
      { id: 'datacite', name: 'DataCite', status: 'ok', count: 2 },
      { id: 'datacommons', name: 'Data Commons', status: 'ok', count: 2 },
    ]);
    expect(results.map((r) => r.source)).toEqual([
      'ckan',
      'zenodo',
      'datacite',
      'datacommons',
      'ckan',
      'datacite',
      'datacommons',
    ]);
  });

  it('reports a failing source as unavailable with its reason, and still answers from the others', async () => {
    stub.script(
      PATHS.zenodo,
      Array.from({ length: 3 }, () => ({ status: 503, json: { status: 503 } })),
    );
    const onError = vi.fn();
    const { results, sources } = await searchConnectors(allSources(), 'PM2.5', { limit: 5, onError });
    expect(sources.find((s) => s.id === 'zenodo')).toEqual({
      id: 'zenodo',
      name: 'Zenodo',
      status: 'unavailable',
      message: 'HTTP 503',
      count: 0,
    });
    expect(sources.filter((s) => s.status === 'ok')).toHaveLength(3);
    expect(results.some((r) => r.source === 'zenodo')).toBe(false);
    expect(results.filter((r) => r.source === 'ckan')).toHaveLength(2);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ id: 'zenodo' }), expect.any(ConnectorError));
  });

  it('shows no internal message for a failure that is not a ConnectorError', async () => {
    const broken: DatasetConnector = {
      id: 'ckan',
      name: 'Broken',
      search: () => Promise.reject(new Error('secret stack detail')),
    };
    const { sources } = await searchConnectors([broken], 'air', { limit: 5 });
    expect(sources).toEqual([{ id: 'ckan', name: 'Broken', status: 'unavailable', message: 'failed', count: 0 }]);
  });

  it("fails as a whole only on the caller's abort", async () => {
    stub.script(PATHS.zenodo, [{ hang: true }]);
    const controller = new AbortController();
    const pending = searchConnectors(allSources(), 'PM2.5', { limit: 5, signal: controller.signal });
    setTimeout(() => controller.abort(new Error('cancelled')), 50);
    await expect(pending).rejects.toThrow('cancelled');
  });

  it('answers an empty list of sources with nothing', async () => {
    expect(await searchConnectors([], 'air', { limit: 5 })).toEqual({ results: [], sources: [] });
  });
});
