import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FIXTURES } from '../../../tests/support/dataset-stubs/fixtures';
import { PATHS, startDatasetStub, type DatasetStub } from '../../../tests/support/dataset-stubs/stub-server';
import { readConnectorConfig } from './connector-config';
import { createConnectors } from './create-connectors';

let stub: DatasetStub;
beforeAll(async () => {
  stub = await startDatasetStub();
});
afterAll(() => stub.close());
beforeEach(() => stub.reset());

const zenodo = () => createConnectors({ ...readConnectorConfig({}), zenodo: { baseUrl: stub.url } })[0];

describe('Zenodo connector', () => {
  it('reads records into datasets, with the HTML stripped from descriptions', async () => {
    const [record] = await zenodo().search('PM2.5 sensors', { limit: 5 });
    expect(record).toEqual({
      source: 'zenodo',
      sourceName: 'Zenodo',
      externalId: '11198231',
      name: 'Urban PM2.5 sensor network, Lagos, 2022–2023',
      publisher: 'Adeyemi, Tolu et al.',
      description:
        'Hourly PM2.5 readings from 24 low-cost sensors & two reference monitors. Calibrated against a BAM-1020. See README.',
      topics: ['air quality', 'PM2.5', 'low-cost sensors'],
      formats: ['CSV', 'MD'],
      licence: 'cc-by-4.0',
      landingUrl: 'https://zenodo.org/records/11198231',
      updatedAt: '2024-05-15T08:02:11.004Z',
    });
  });

  it('asks for datasets only, with the query and page size', async () => {
    await zenodo().search('soil moisture: Sahel', { limit: 10 });
    const [request] = stub.requestsTo(PATHS.zenodo);
    expect(request.params.get('q')).toBe('soil moisture sahel');
    expect(request.params.get('type')).toBe('dataset');
    expect(request.params.get('size')).toBe('10');
  });

  it('asks for no more than the 25 records Zenodo serves anonymously', async () => {
    await zenodo().search('soil', { limit: 50 });
    expect(stub.requestsTo(PATHS.zenodo)[0].params.get('size')).toBe('25');
  });

  it('falls back to the DOI, then the publication date, when links and timestamps are missing', async () => {
    const [full] = FIXTURES.zenodo.hits.hits;
    const bare = { id: '42', doi: '10.5281/zenodo.42', metadata: { ...full.metadata, creators: [] } };
    stub.script(PATHS.zenodo, [{ json: { hits: { hits: [bare], total: 1 } } }]);
    const [record] = await zenodo().search('soil', { limit: 5 });
    expect(record).toMatchObject({
      externalId: '42',
      publisher: null,
      formats: [],
      landingUrl: 'https://doi.org/10.5281/zenodo.42',
      updatedAt: '2024-05-14',
    });
  });
});
