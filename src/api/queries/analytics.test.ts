import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ApiError } from '../errors';
import { defaultBaseUrl } from '../client';
import { analyticsKeys, workspaceAnalyticsQueryOptions, type WorkspaceAnalytics } from './analytics';

const BASE = defaultBaseUrl();
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const WS = '1b000000-0000-4000-8000-000000000001';
const EMPTY: WorkspaceAnalytics = {
  funnel: [{ status: 'generated', count: 0 }],
  elo: { ratings: [], unrated: 0 },
  ideas: [],
  ideasTotal: 0,
  eloOverRounds: [],
  tournament: { matches: 0, judgedBothOrders: 0, agreement: null },
  sessions: [],
  experiments: { byStatus: [], best: [] },
  outcomes: {
    ideasWithOutcomes: 0,
    n: 0,
    rho: null,
    interval: null,
    enough: false,
    note: null,
    pairsCompared: 0,
    wrongPairs: [],
    wrongPairsTotal: 0,
    outcomes: [],
  },
};

describe('workspace analytics query', () => {
  it("reads the workspace's analytics, fresh for a minute, keyed by workspace", async () => {
    const paths: string[] = [];
    server.use(
      http.get(`${BASE}/v1/workspaces/:id/analytics`, ({ request }) => {
        paths.push(new URL(request.url).pathname);
        return HttpResponse.json(EMPTY);
      }),
    );
    const options = workspaceAnalyticsQueryOptions(WS);
    expect(options.staleTime).toBe(60_000);
    expect(options.queryKey).toEqual(analyticsKeys.workspace(WS));
    expect(await new QueryClient().fetchQuery(options)).toEqual(EMPTY);
    expect(paths).toEqual([`/v1/workspaces/${WS}/analytics`]);
  });

  it("fails with the server's words for another user's workspace", async () => {
    server.use(
      http.get(`${BASE}/v1/workspaces/:id/analytics`, () =>
        HttpResponse.json(
          { detail: { error: { message: 'Workspace not found', type: 'not_found' } } },
          { status: 404 },
        ),
      ),
    );
    const failure = new QueryClient().fetchQuery({ ...workspaceAnalyticsQueryOptions(WS), retry: false });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 404, message: 'Workspace not found' });
  });
});
