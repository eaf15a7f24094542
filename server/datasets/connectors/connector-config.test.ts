import { describe, expect, it } from 'vitest';
import { readConnectorConfig } from './connector-config';

describe('readConnectorConfig', () => {
  it('switches every source off by default', () => {
    expect(readConnectorConfig({})).toEqual({
      ckan: [],
      zenodo: null,
      datacite: null,
      dataCommons: null,
      timeoutMs: 8000,
      cacheSeconds: 600,
    });
  });

  it('reads each variable', () => {
    const config = readConnectorConfig({
      DATASET_CKAN_URLS:
        ' https://ckan.publishing.service.gov.uk/ , EU Data Portal=https://data.europa.eu/api/hub/search/ckan,,',
      DATASET_ZENODO_URL: 'https://zenodo.org/',
      DATASET_DATACITE_URL: 'https://api.datacite.org',
      DATASET_DATACOMMONS_URL: 'https://api.datacommons.org',
      DATASET_DATACOMMONS_API_KEY: ' secret ',
      DATASET_CONNECTOR_TIMEOUT_MS: '2500',
      DATASET_CONNECTOR_CACHE_SECONDS: '0',
    });
    expect(config).toEqual({
      ckan: [
        { name: 'ckan.publishing.service.gov.uk', baseUrl: 'https://ckan.publishing.service.gov.uk' },
        { name: 'EU Data Portal', baseUrl: 'https://data.europa.eu/api/hub/search/ckan' },
      ],
      zenodo: { baseUrl: 'https://zenodo.org' },
      datacite: { baseUrl: 'https://api.datacite.org' },
      dataCommons: { baseUrl: 'https://api.datacommons.org', apiKey: 'secret' },
      timeoutMs: 2500,
      cacheSeconds: 0,
    });
  });

  it('leaves Data Commons off, and keyless, as the variables say', () => {
    expect(readConnectorConfig({ DATASET_DATACOMMONS_API_KEY: 'k' }).dataCommons).toBeNull();
    expect(readConnectorConfig({ DATASET_DATACOMMONS_URL: 'http://localhost:8080' }).dataCommons).toEqual({
      baseUrl: 'http://localhost:8080',
      apiKey: null,
    });
  });

  it.each([
    ['DATASET_CKAN_URLS', 'https://catalog.data.gov,not a url'],
    ['DATASET_CKAN_URLS', 'Portal=ftp://files.example.org'],
    ['DATASET_ZENODO_URL', 'zenodo.org'],
    ['DATASET_DATACITE_URL', 'https://api.datacite.org/dois?query=x'],
    ['DATASET_DATACOMMONS_URL', 'javascript:alert(1)'],
    ['DATASET_CONNECTOR_TIMEOUT_MS', 'fast'],
    ['DATASET_CONNECTOR_TIMEOUT_MS', '50'],
    ['DATASET_CONNECTOR_CACHE_SECONDS', '-1'],
    ['DATASET_CONNECTOR_CACHE_SECONDS', '1.5'],
  ])('rejects %s=%s, naming the variable', (name, value) => {
    expect(() => readConnectorConfig({ [name]: value })).toThrow(name);
  });
});
