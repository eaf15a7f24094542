import { describe, expect, it } from 'vitest';
import { readLiteratureConfig } from './literature-config';

describe('readLiteratureConfig', () => {
  it('switches every source off by default', () => {
    expect(readLiteratureConfig({})).toEqual({
      openAlex: null,
      semanticScholar: null,
      arxiv: null,
      europePmc: null,
      crossref: null,
      contactEmail: null,
      timeoutMs: 10_000,
      cacheDays: 30,
    });
  });

  it('reads each variable', () => {
    const config = readLiteratureConfig({
      LITERATURE_OPENALEX_URL: 'https://api.openalex.org/',
      LITERATURE_OPENALEX_API_KEY: ' oa-key ',
      LITERATURE_SEMANTIC_SCHOLAR_URL: 'https://api.semanticscholar.org',
      LITERATURE_SEMANTIC_SCHOLAR_API_KEY: 's2-key',
      LITERATURE_ARXIV_URL: 'https://export.arxiv.org',
      LITERATURE_EUROPEPMC_URL: 'https://www.ebi.ac.uk',
      LITERATURE_CROSSREF_URL: 'http://127.0.0.1:4319/crossref',
      LITERATURE_CONTACT_EMAIL: ' research-ops@example.org ',
      LITERATURE_TIMEOUT_MS: '2500',
      LITERATURE_CACHE_DAYS: '0',
    });
    expect(config).toEqual({
      openAlex: { baseUrl: 'https://api.openalex.org', apiKey: 'oa-key' },
      semanticScholar: { baseUrl: 'https://api.semanticscholar.org', apiKey: 's2-key' },
      arxiv: { baseUrl: 'https://export.arxiv.org' },
      europePmc: { baseUrl: 'https://www.ebi.ac.uk' },
      crossref: { baseUrl: 'http://127.0.0.1:4319/crossref' },
      contactEmail: 'research-ops@example.org',
      timeoutMs: 2500,
      cacheDays: 0,
    });
  });

  it('leaves a source off when only its key is set, and keyless when only its URL is', () => {
    const keysOnly = readLiteratureConfig({
      LITERATURE_OPENALEX_API_KEY: 'k',
      LITERATURE_SEMANTIC_SCHOLAR_API_KEY: 'k',
    });
    expect(keysOnly).toMatchObject({ openAlex: null, semanticScholar: null });
    const urlsOnly = readLiteratureConfig({
      LITERATURE_OPENALEX_URL: 'https://api.openalex.org',
      LITERATURE_SEMANTIC_SCHOLAR_URL: 'https://api.semanticscholar.org',
    });
    expect(urlsOnly.openAlex?.apiKey).toBeNull();
    expect(urlsOnly.semanticScholar?.apiKey).toBeNull();
  });

  it.each([
    ['LITERATURE_OPENALEX_URL', 'api.openalex.org'],
    ['LITERATURE_SEMANTIC_SCHOLAR_URL', 'https://api.semanticscholar.org/graph/v1?fields=title'],
    ['LITERATURE_ARXIV_URL', 'ftp://export.arxiv.org'],
    ['LITERATURE_EUROPEPMC_URL', 'https://www.ebi.ac.uk/#search'],
    ['LITERATURE_CROSSREF_URL', 'not a url'],
    ['LITERATURE_CONTACT_EMAIL', 'research-ops'],
    ['LITERATURE_CONTACT_EMAIL', 'mailto:ops@example.org'],
    ['LITERATURE_TIMEOUT_MS', 'soon'],
    ['LITERATURE_TIMEOUT_MS', '50'],
    ['LITERATURE_CACHE_DAYS', '-1'],
    ['LITERATURE_CACHE_DAYS', '1.5'],
    ['LITERATURE_CACHE_DAYS', '4000'],
  ])('rejects %s=%s, naming the variable', (name, value) => {
    expect(() => readLiteratureConfig({ [name]: value })).toThrow(name);
  });
});
