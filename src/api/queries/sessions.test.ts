import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { defaultBaseUrl } from '../client';
import { ApiError } from '../errors';
import { getSession, listWorkspaceSessions, SESSION_START_CONFIG, shouldRetrySession, startSession } from './sessions';

const BASE = defaultBaseUrl();
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const W = '00000000-0000-4000-8000-0000000000aa';
const G = '00000000-0000-4000-8000-0000000000bb';
const S = '00000000-0000-4000-8000-0000000000cc';
const session = {
  id: S,
  status: 'queued',
  sessionFullPath: `workspaces/${W}/goals/${G}/sessions/${S}`,
  instanceFullPath: `instances/co-scientist/sessions/${S}`,
};

describe('startSession', () => {
  it('sends the goal, the configured defaults, IDEA_FORGE and the overrides', async () => {
    let body: unknown;
    server.use(
      http.post(`${BASE}/v1/workspaces/:id/goals/:goalId/start`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(session);
      }),
    );
    await expect(startSession(W, G, { numberOfIdeas: 12, rounds: 2 })).resolves.toEqual(session);
    expect(body).toEqual({
      goalId: G,
      ...SESSION_START_CONFIG,
      answerGenerationMode: 'IDEA_FORGE',
      overrides: { numberOfIdeas: 12, rounds: 2 },
    });
  });

  it('refuses an answer without full paths, naming the endpoint', async () => {
    server.use(
      http.post(`${BASE}/v1/workspaces/:id/goals/:goalId/start`, () => HttpResponse.json({ id: S, status: 'queued' })),
    );
    await expect(startSession(W, G)).rejects.toThrow(
      'Failed to start Co-Scientist session (POST /v1/workspaces/{id}/goals/{goalId}/start): No session full path found in response',
    );
  });

  it('prefixes a server refusal', async () => {
    server.use(
      http.post(`${BASE}/v1/workspaces/:id/goals/:goalId/start`, () =>
        HttpResponse.json({ detail: { error: { message: 'Goal not found', type: 'not_found' } } }, { status: 404 }),
      ),
    );
    await expect(startSession(W, G)).rejects.toMatchObject({
      status: 404,
      message: expect.stringMatching(/^Failed to start Co-Scientist session .*: Goal not found$/),
    });
  });
});

describe('getSession', () => {
  it('asks for enhanced details and scoring data', async () => {
    let search = '';
    server.use(
      http.get(`${BASE}/v1/sessions/:id`, ({ request }) => {
        search = new URL(request.url).search;
        return HttpResponse.json({ ...session, status: 'running' });
      }),
    );
    await expect(getSession(S)).resolves.toMatchObject({ id: S, status: 'running' });
    expect(search).toBe('?includeEnhancedDetails=true&includeScoringData=true');
  });

  it('refuses an answer without an instance path', async () => {
    server.use(
      http.get(`${BASE}/v1/sessions/:id`, () => HttpResponse.json({ ...session, instanceFullPath: undefined })),
    );
    await expect(getSession(S)).rejects.toThrow(
      'Failed to get session details (GET /v1/sessions/{id}): No instance full path found in response',
    );
  });

  it('is not retried when missing, else up to twice', () => {
    expect(shouldRetrySession(0, new ApiError('Session not found', 404))).toBe(false);
    expect(shouldRetrySession(0, new ApiError('Bad gateway', 502))).toBe(true);
    expect(shouldRetrySession(1, new ApiError('Bad gateway', 502))).toBe(true);
    expect(shouldRetrySession(2, new ApiError('Bad gateway', 502))).toBe(false);
  });
});

describe('listWorkspaceSessions', () => {
  it('turns the page into skip and limit and keeps the paged shape', async () => {
    let search = '';
    server.use(
      http.get(`${BASE}/v1/workspaces/:id/sessions`, ({ request }) => {
        search = new URL(request.url).search;
        return HttpResponse.json([
          {
            id: S,
            sessionName: 'One',
            status: 'completed',
            createdAt: '2026-11-22T00:00:00Z',
            stats: { numIdeas: 3, avgEloRating: 1200 },
          },
        ]);
      }),
    );
    const page = await listWorkspaceSessions(W, 3, 10);
    expect(new URLSearchParams(search).get('skip')).toBe('20');
    expect(new URLSearchParams(search).get('limit')).toBe('10');
    expect(new URLSearchParams(search).get('includeScoringData')).toBe('true');
    expect(page).toMatchObject({ total: 1, items: [{ sessionName: 'One' }] });
  });
});
