import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { defaultBaseUrl } from '../client';
import { listIdeaRelatedWork, relatedWorkKeys, relatedWorkQueryOptions } from './related-work';

const BASE = defaultBaseUrl();
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const IDEA = '00000000-0000-4000-8000-000000001001';
const ANSWER = {
  items: [
    {
      workId: '00000000-0000-4000-8000-000000005001',
      title: 'Root microbiomes under drought',
      authors: ['A. Author'],
      year: 2021,
      venue: 'Nature',
      doi: '10.1038/x1',
      url: 'https://doi.org/10.1038/x1',
      sources: ['openalex'],
      closeness: 0.78,
      relation: 'extends',
      whyClose: 'Same microbes.',
      beyond: 'Primes seedlings.',
    },
  ],
  literature: { status: 'used', sources: [], worksRead: 1, citationsDropped: 0 },
};

describe('listIdeaRelatedWork', () => {
  it('reads the idea’s works and its session’s literature report', async () => {
    let asked = '';
    server.use(
      http.get(`${BASE}/v1/ideas/:id/related-work`, ({ params }) => {
        asked = String(params.id);
        return HttpResponse.json(ANSWER);
      }),
    );
    await expect(listIdeaRelatedWork(IDEA)).resolves.toEqual(ANSWER);
    expect(asked).toBe(IDEA);
  });

  it.each([
    [404, 'Idea not found'],
    [503, 'Service unavailable'],
  ])('names the call that failed with %i, keeping the status the retry rules read', async (status, message) => {
    server.use(
      http.get(`${BASE}/v1/ideas/:id/related-work`, () =>
        HttpResponse.json({ detail: { error: { message, type: 'error' } } }, { status }),
      ),
    );
    await expect(listIdeaRelatedWork(IDEA)).rejects.toMatchObject({
      status,
      message: `Failed to load related work (GET /v1/ideas/{id}/related-work): ${message}`,
    });
  });
});

describe('relatedWorkQueryOptions', () => {
  it('is fresh for 30 s while the session runs and 5 min once it is over', () => {
    expect(relatedWorkQueryOptions(IDEA, { sessionLive: true }).staleTime).toBe(30_000);
    expect(relatedWorkQueryOptions(IDEA, { sessionLive: false }).staleTime).toBe(300_000);
    expect(relatedWorkQueryOptions(IDEA, { sessionLive: true }).queryKey).toEqual(relatedWorkKeys.idea(IDEA));
  });
});
