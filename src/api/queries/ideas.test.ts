import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { toPaged } from '../../domain/paging';
import { defaultBaseUrl } from '../client';
import { fetchAllSessionIdeas, getIdea, IDEAS_PAGE_SIZE, refreshIdea } from './ideas';

const BASE = defaultBaseUrl();
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const S = '00000000-0000-4000-8000-0000000000cc';
const idea = (n: number) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  title: `Idea ${n}`,
  summary: '',
  status: 'generated',
  sessionId: S,
  ideaFullPath: `sessions/${S}/ideas/${n}`,
  noveltyScore: 0.5,
  correctnessScore: 0.5,
  feasibilityScore: 0.5,
  eloRating: 1200,
  createdAt: '2026-11-22T00:00:00Z',
  updatedAt: '2026-11-22T00:00:00Z',
});

describe('fetchAllSessionIdeas', () => {
  it('fetches every page of 500, in order', async () => {
    const all = Array.from({ length: 1_203 }, (_, i) => idea(i + 1));
    const pages: string[] = [];
    server.use(
      http.get(`${BASE}/v1/ideas/session/:sessionId`, ({ request }) => {
        const url = new URL(request.url);
        const page = Number(url.searchParams.get('page'));
        const size = Number(url.searchParams.get('pageSize'));
        pages.push(`${page}/${size}`);
        return HttpResponse.json(
          toPaged(all.slice((page - 1) * size, page * size), all.length, (page - 1) * size, size),
        );
      }),
    );
    const ideas = await fetchAllSessionIdeas(S);
    expect(ideas).toHaveLength(1_203);
    expect(ideas.map((i) => i.title).slice(498, 502)).toEqual(['Idea 499', 'Idea 500', 'Idea 501', 'Idea 502']);
    expect(pages.sort()).toEqual([`1/${IDEAS_PAGE_SIZE}`, `2/${IDEAS_PAGE_SIZE}`, `3/${IDEAS_PAGE_SIZE}`]);
  });

  it.each([
    ['an array', [idea(1), idea(2)]],
    ['{ideas}', { ideas: [idea(1), idea(2)] }],
    ['{items}', { items: [idea(1), idea(2)] }],
  ])('reads %s', async (_name, body) => {
    server.use(http.get(`${BASE}/v1/ideas/session/:sessionId`, () => HttpResponse.json(body)));
    await expect(fetchAllSessionIdeas(S)).resolves.toHaveLength(2);
  });

  it('names the endpoint when it fails', async () => {
    server.use(
      http.get(`${BASE}/v1/ideas/session/:sessionId`, () =>
        HttpResponse.json({ detail: { error: { message: 'Session not found', type: 'not_found' } } }, { status: 404 }),
      ),
    );
    await expect(fetchAllSessionIdeas(S)).rejects.toMatchObject({
      status: 404,
      message: 'Failed to get ideas (GET /v1/ideas/session/{sessionId}): Session not found',
    });
  });
});

describe('getIdea', () => {
  it('asks for scoring data and refuses scores outside 0..1', async () => {
    let search = '';
    server.use(
      http.get(`${BASE}/v1/ideas/:id`, ({ request }) => {
        search = new URL(request.url).search;
        return HttpResponse.json({ ...idea(1), noveltyScore: 4 });
      }),
    );
    await expect(getIdea(idea(1).id)).rejects.toThrow(
      'Idea scores must be between 0 and 1 when scoring data is included',
    );
    expect(search).toBe('?include_scoring_data=true');
  });
});

describe('refreshIdea', () => {
  it('refuses a malformed id before any call (no handler: a call would fail the test)', async () => {
    await expect(refreshIdea('idea-1')).rejects.toThrow('Invalid idea ID format (UUID expected)');
  });

  it('posts a well-formed id', async () => {
    server.use(http.post(`${BASE}/v1/ideas/:id/refresh`, () => HttpResponse.json({ ...idea(1), eloRating: 1300 })));
    await expect(refreshIdea(idea(1).id)).resolves.toMatchObject({ eloRating: 1300 });
  });
});
