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

const dataCommons = (apiKey: string | null = 'test-key', baseUrl = stub.url) =>
  createConnectors({ ...readConnectorConfig({}), dataCommons: { baseUrl, apiKey } })[0];

describe('Data Commons connector', () => {
  it('reads indicator candidates into datasets, statistical variables only', async () => {
    const results = await dataCommons().search('fine particulate air pollution', { limit: 5 });
    expect(results.map((r) => r.externalId)).toEqual([
      'Mean_Concentration_AirPollutant_PM2.5',
      'Max_Concentration_AirPollutant_PM2.5',
    ]);
    expect(results[0]).toEqual({
      source: 'datacommons',
      sourceName: 'Data Commons',
      externalId: 'Mean_Concentration_AirPollutant_PM2.5',
      name: 'Mean concentration of PM2.5 air pollutant',
      publisher: null,
      description: 'Data Commons statistical variable Mean_Concentration_AirPollutant_PM2.5.',
      topics: [],
      formats: [],
      licence: null,
      landingUrl: `${stub.url}/browser/Mean_Concentration_AirPollutant_PM2.5`,
      updatedAt: null,
    });
  });

  it('sends the sentence as it is to the indicator resolver, with the API key in a header', async () => {
    await dataCommons().search('How polluted is the air (PM2.5)?', { limit: 5 });
    const [request] = stub.requestsTo(PATHS.datacommons);
    expect(request.params.get('nodes')).toBe('How polluted is the air (PM2.5)?');
    expect(request.params.get('resolver')).toBe('indicator');
    expect(request.params.has('key')).toBe(false);
    expect(request.headers['x-api-key']).toBe('test-key');
  });

  it('sends no key header when none is configured', async () => {
    await dataCommons(null).search('air', { limit: 5 });
    expect(stub.requestsTo(PATHS.datacommons)[0].headers['x-api-key']).toBeUndefined();
  });

  it('keeps to the limit', async () => {
    expect(await dataCommons().search('air', { limit: 1 })).toHaveLength(1);
  });

  it('links api.datacommons.org variables to the datacommons.org browser', async () => {
    const fetchStub: typeof fetch = async (input) =>
      fetch(String(input).replace('https://api.datacommons.org', stub.url));
    const [connector] = createConnectors(
      { ...readConnectorConfig({}), dataCommons: { baseUrl: 'https://api.datacommons.org', apiKey: null } },
      { fetch: fetchStub },
    );
    const [first] = await connector.search('air', { limit: 1 });
    expect(first.landingUrl).toBe('https://datacommons.org/browser/Mean_Concentration_AirPollutant_PM2.5');
  });
});
