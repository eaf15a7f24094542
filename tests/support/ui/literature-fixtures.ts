// Related works and literature reports shaped like the contract's, for page tests.
import type { IdeaRelatedWork, RelatedWork, SessionLiterature } from '../../../src/api/queries/related-work';

type LiteratureSource = SessionLiterature['sources'][number];

export function literatureSourceFixture(overrides: Partial<LiteratureSource> = {}): LiteratureSource {
  return { id: 'openalex', name: 'OpenAlex', requests: 12, works: 48, failures: [], ...overrides };
}

/** Every source failed: OpenAlex three times with a 503, Crossref once with a timeout. */
export const FAILED_SOURCES: LiteratureSource[] = [
  literatureSourceFixture({ requests: 3, works: 0, failures: [{ reason: 'HTTP 503', count: 3 }] }),
  literatureSourceFixture({
    id: 'crossref',
    name: 'Crossref',
    requests: 1,
    works: 0,
    failures: [{ reason: 'timed out', count: 1 }],
  }),
];

export function literatureFixture(
  status: SessionLiterature['status'],
  overrides: Partial<SessionLiterature> = {},
): SessionLiterature {
  const sources = { pending: [], not_configured: [], unavailable: FAILED_SOURCES, used: [literatureSourceFixture()] };
  return { status, sources: sources[status], worksRead: status === 'used' ? 37 : 0, citationsDropped: 0, ...overrides };
}

export function relatedWorkFixture(n: number, overrides: Partial<RelatedWork> = {}): RelatedWork {
  return {
    workId: `00000000-0000-4000-8000-${String(5000 + n).padStart(12, '0')}`,
    title: `Published work ${n}`,
    authors: ['Ada Lovelace'],
    year: 2021,
    venue: 'Nature',
    doi: `10.1038/work${n}`,
    url: `https://doi.org/10.1038/work${n}`,
    sources: ['openalex'],
    closeness: 0.5,
    relation: 'extends',
    whyClose: `Why work ${n} is close.`,
    beyond: `What the idea adds to work ${n}.`,
    ...overrides,
  };
}

/** What GET /v1/ideas/{id}/related-work answers before the session has searched. */
export const NOT_SEARCHED: IdeaRelatedWork = { items: [], literature: literatureFixture('pending'), references: 0 };
