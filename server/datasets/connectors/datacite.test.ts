import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PATHS, startDatasetStub, type DatasetStub } from '../../../tests/support/dataset-stubs/stub-server';
import { readConnectorConfig } from './connector-config';
import { createConnectors } from './create-connectors';

let stub: DatasetStub;
beforeAll(async () => {
  stub = await startDatasetStub();
});
afterAll(() => stub.close());
beforeEach(() => stub.reset());

const datacite = () => createConnectors({ ...readConnectorConfig({}), datacite: { baseUrl: stub.url } })[0];

describe('DataCite connector', () => {
  it('reads JSON:API DOIs into datasets', async () => {
    const [dryad, nci] = await datacite().search('PM2.5 homes', { limit: 5 });
    expect(dryad).toEqual({
      source: 'datacite',
      sourceName: 'DataCite',
      externalId: '10.5061/dryad.8931zcrv8',
      name: 'Indoor and outdoor PM2.5 in 40 Beijing homes',
      publisher: 'Dryad',
      description: 'Paired indoor/outdoor PM2.5 measurements over two heating seasons.',
      topics: ['FOS: Earth and related environmental sciences', 'indoor air'],
      formats: ['CSV'],
      licence: 'cc0-1.0',
      landingUrl: 'https://doi.org/10.5061/dryad.8931zcrv8',
      updatedAt: '2024-08-21T10:02:33.000Z',
    });
    // A publisher object (schema 4.5), no SPDX identifier, no description.
    expect(nci).toMatchObject({
      publisher: 'NCI Australia',
      licence: 'Creative Commons Attribution 4.0 International',
      description: '',
    });
  });

  it('asks for datasets only, with the query and page size', async () => {
    await datacite().search('PM2.5 "indoor air"', { limit: 8 });
    const [request] = stub.requestsTo(PATHS.datacite);
    expect(request.params.get('query')).toBe('pm2.5 indoor air');
    expect(request.params.get('resource-type-id')).toBe('dataset');
    expect(request.params.get('page[size]')).toBe('8');
  });
});
