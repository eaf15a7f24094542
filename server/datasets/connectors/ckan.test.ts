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

const ckan = (baseUrl: string, name = 'Test portal') =>
  createConnectors({ ...readConnectorConfig({}), ckan: [{ name, baseUrl }] })[0];

describe('CKAN connector', () => {
  it('reads package_search results into datasets', async () => {
    const [first, second] = await ckan(stub.url).search('air quality', { limit: 5 });
    expect(first).toEqual({
      source: 'ckan',
      sourceName: 'Test portal',
      externalId: '3d7b1a52-6f4e-4a0f-9d53-3a2c9e1f4b77',
      name: 'Hourly air quality: PM2.5',
      publisher: 'Department for Environment, Food & Rural Affairs',
      description: 'Hourly **PM2.5** and PM10 concentrations from urban & roadside monitoring sites. Updated daily.',
      topics: ['air quality', 'pollution', 'PM2.5'],
      formats: ['CSV', 'JSON'],
      licence: 'Open Government Licence',
      landingUrl: `${stub.url}/dataset/hourly-air-quality-pm2-5`,
      updatedAt: '2025-11-03T16:20:05.771Z',
    });
    // Nulls and empty lists where a portal leaves fields out.
    expect(second).toMatchObject({ publisher: null, description: '', licence: null, topics: [], formats: [] });
  });

  it('sends the query as plain search words, and rows', async () => {
    await ckan(stub.url).search('PM2.5 (hourly) / site:urban', { limit: 7 });
    const [request] = stub.requestsTo(PATHS.ckan);
    expect(request.params.get('q')).toBe('pm2.5 hourly site urban');
    expect(request.params.get('rows')).toBe('7');
    expect(request.headers.accept).toBe('application/json');
  });

  it('asks for at most 100 rows', async () => {
    await ckan(stub.url).search('air', { limit: 5000 });
    expect(stub.requestsTo(PATHS.ckan)[0].params.get('rows')).toBe('100');
  });

  it("speaks piveau's CKAN façade under a base URL ending in /ckan (data.europa.eu)", async () => {
    const [first] = await ckan(`${stub.url}/api/hub/search/ckan`, 'data.europa.eu').search('air', { limit: 2 });
    expect(stub.requestsTo(PATHS.piveau)).toHaveLength(1);
    expect(first.landingUrl).toBe(`${stub.url}/data/datasets/hourly-air-quality-pm2-5`);
  });

  it('takes the English text of a language map', async () => {
    const item = { id: 'x1', name: 'x1', title: { de: 'Luftqualität', en: 'Air quality' }, notes: { de: 'Stündlich' } };
    stub.script(PATHS.ckan, [{ json: { success: true, result: { count: 1, results: [item] } } }]);
    const [first] = await ckan(stub.url).search('air', { limit: 1 });
    expect(first).toMatchObject({ name: 'Air quality', description: 'Stündlich' });
  });

  it('skips a malformed package among good ones', async () => {
    const good = { id: 'g1', name: 'good', title: 'Good' };
    stub.script(PATHS.ckan, [{ json: { success: true, result: { count: 2, results: [{ title: 7 }, good] } } }]);
    expect((await ckan(stub.url).search('air', { limit: 5 })).map((d) => d.externalId)).toEqual(['g1']);
  });

  it('names a failing portal in its error', async () => {
    stub.script(PATHS.ckan, [{ status: 404, json: { success: false } }]);
    await expect(ckan(stub.url, 'Old portal').search('air', { limit: 5 })).rejects.toThrow('Old portal: HTTP 404');
    expect(stub.requestsTo(PATHS.ckan)).toHaveLength(1);
  });
});
