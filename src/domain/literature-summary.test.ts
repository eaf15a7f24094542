import {
  citationsDroppedLabel,
  failedSourcesLabel,
  failuresLabel,
  foundInLabel,
  noRelatedWorkMessage,
  partialFailureNote,
  sourceFacts,
  sourceName,
  withinSessionNotice,
  worksReadLabel,
  type LiteratureReport,
  type LiteratureSourceReport,
} from './literature-summary';

const HOW_TO =
  'Your administrator can connect OpenAlex, Crossref, Semantic Scholar, arXiv or Europe PMC to compare ideas with published work (see the "Configuration" section of the README).';

const source = (overrides: Partial<LiteratureSourceReport> = {}): LiteratureSourceReport => ({
  id: 'openalex',
  name: 'OpenAlex',
  requests: 12,
  works: 48,
  failures: [],
  ...overrides,
});

const report = (overrides: Partial<LiteratureReport> = {}): LiteratureReport => ({
  status: 'used',
  sources: [source()],
  worksRead: 37,
  citationsDropped: 0,
  ...overrides,
});

const DOWN = [
  source({ requests: 3, works: 0, failures: [{ reason: 'HTTP 503', count: 3 }] }),
  source({ id: 'crossref', name: 'Crossref', requests: 1, works: 0, failures: [{ reason: 'timed out', count: 1 }] }),
];

describe('source names', () => {
  it('names each source as it calls itself, and an unknown id as itself', () => {
    expect(['openalex', 'semantic_scholar', 'arxiv', 'europepmc', 'crossref', 'pubmed'].map(sourceName)).toEqual([
      'OpenAlex',
      'Semantic Scholar',
      'arXiv',
      'Europe PMC',
      'Crossref',
      'pubmed',
    ]);
    expect(foundInLabel(['openalex', 'crossref'])).toBe('Found in OpenAlex, Crossref');
  });
});

describe('failures', () => {
  it('counts one source’s failures and names their reasons', () => {
    expect(failuresLabel([])).toBeNull();
    expect(failuresLabel([{ reason: 'timed out', count: 2 }])).toBe('2 failed: timed out');
    expect(
      failuresLabel([
        { reason: 'HTTP 503', count: 2 },
        { reason: 'timed out', count: 1 },
      ]),
    ).toBe('3 failed: HTTP 503 (2×), timed out (1×)');
  });

  it('names every source that failed, and nothing when none did', () => {
    expect(failedSourcesLabel(DOWN)).toBe('OpenAlex: HTTP 503 (3×); Crossref: timed out (1×)');
    expect(failedSourcesLabel([source(), ...DOWN.slice(1)])).toBe('Crossref: timed out (1×)');
    expect(failedSourcesLabel([source()])).toBeNull();
    expect(partialFailureNote(report())).toBeNull();
    expect(partialFailureNote(report({ sources: [source(), ...DOWN.slice(1)] }))).toBe(
      'Some literature searches failed: Crossref: timed out (1×).',
    );
  });
});

describe('what a session read', () => {
  it('gives each source’s searches, works and failures, in the singular when there is one', () => {
    expect(sourceFacts(source())).toEqual(['12 searches', '48 works returned']);
    expect(sourceFacts(source({ requests: 1, works: 1, failures: [{ reason: 'timed out', count: 2 }] }))).toEqual([
      '1 search',
      '1 work returned',
      '2 failed: timed out',
    ]);
    expect(worksReadLabel(37)).toBe('37 works read');
    expect(worksReadLabel(1)).toBe('1 work read');
  });

  it('mentions dropped references only when there were some', () => {
    expect(citationsDroppedLabel(0)).toBeNull();
    expect(citationsDroppedLabel(1)).toBe('1 unverified reference dropped');
    expect(citationsDroppedLabel(4)).toBe('4 unverified references dropped');
  });
});

describe('withinSessionNotice', () => {
  it('says novelty was judged within the session when no source is configured, and how to add one', () => {
    expect(withinSessionNotice(report({ status: 'not_configured', sources: [] }))).toEqual({
      message: 'Novelty was judged within this session only: no literature source is configured.',
      failures: null,
      howTo: HOW_TO,
    });
  });

  it('says so when every source failed, with each failure', () => {
    expect(withinSessionNotice(report({ status: 'unavailable', sources: DOWN, worksRead: 0 }))).toEqual({
      message: 'Novelty was judged within this session only: every literature source failed.',
      failures: 'OpenAlex: HTTP 503 (3×); Crossref: timed out (1×)',
      howTo: HOW_TO,
    });
  });

  it('has nothing to say when the literature was used or is still to be searched', () => {
    expect(withinSessionNotice(report())).toBeNull();
    expect(withinSessionNotice(report({ status: 'pending', sources: [] }))).toBeNull();
  });
});

describe('noRelatedWorkMessage', () => {
  it('tells a search still to come from one that found nothing close', () => {
    expect(noRelatedWorkMessage('pending')).toBe('The literature has not been searched yet.');
    expect(noRelatedWorkMessage('used')).toBe('No published work close to this idea was found.');
  });
});
