import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { toPaged } from '../../domain/paging';
import { defaultBaseUrl } from '../client';
import {
  fetchWholeIdeaLeaderboard,
  fetchWholeMetricLeaderboard,
  ideaLeaderboardQueryOptions,
  leaderboardMetricsQueryOptions,
  metricLeaderboardQueryOptions,
} from './leaderboards';

const BASE = defaultBaseUrl();
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const WS = '1b000000-0000-4000-8000-000000000001';
const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

/** A board of `total` numbered rows, served page by page as the server pages it. */
function pagedRows(total: number, seen: Array<Record<string, string>>) {
  return ({ request }: { request: Request }) => {
    const query = queryOf(request);
    seen.push(query);
    const page = Number(query.page);
    const size = Number(query.pageSize);
    const rows = Array.from({ length: total }, (_, i) => ({ rank: i + 1 })).slice((page - 1) * size, page * size);
    return HttpResponse.json({ key: 'loss', direction: 'minimize', ...toPaged(rows, total, (page - 1) * size, size) });
  };
}

describe('leaderboard queries', () => {
  it('list the metric keys with their direction, fresh for a minute', async () => {
    const items = [{ key: 'loss', direction: 'minimize', runCount: 3 }];
    server.use(http.get(`${BASE}/v1/leaderboards/metrics`, () => HttpResponse.json({ items, defaultKey: 'loss' })));
    const options = leaderboardMetricsQueryOptions();
    expect(options.staleTime).toBe(60_000);
    expect(await new QueryClient().fetchQuery(options)).toEqual({ items, defaultKey: 'loss' });
  });

  it("send a board's filters as query parameters, leaving empty ones out", async () => {
    const seen: Array<Record<string, string>> = [];
    server.use(http.get(`${BASE}/v1/leaderboards/metrics/:key`, pagedRows(0, seen)));
    const filters = { workspaceId: WS, dataset: '', since: '2026-01-01T00:00:00.000Z', until: undefined };
    const options = metricLeaderboardQueryOptions('val/loss', filters, 3);
    expect(options.staleTime).toBe(30_000);
    // The key holds only the filters at work, so an empty text box shares the unfiltered board's cache.
    expect(options.queryKey).toEqual(
      metricLeaderboardQueryOptions('val/loss', { workspaceId: WS, since: filters.since }, 3).queryKey,
    );
    await new QueryClient().fetchQuery(options);
    expect(seen).toEqual([{ workspaceId: WS, since: '2026-01-01T00:00:00.000Z', page: '3', pageSize: '20' }]);
  });

  it('percent-encode a metric key that holds a slash', async () => {
    const paths: string[] = [];
    server.use(
      http.get(`${BASE}/v1/leaderboards/metrics/:key`, ({ request }) => {
        paths.push(new URL(request.url).pathname);
        return HttpResponse.json({ key: 'val/loss', direction: 'minimize', ...toPaged([], 0, 0, 20) });
      }),
    );
    await new QueryClient().fetchQuery(metricLeaderboardQueryOptions('val/loss', {}));
    expect(paths).toEqual(['/v1/leaderboards/metrics/val%2Floss']);
  });

  it("answer a key none of the caller's runs logged with the server's words", async () => {
    server.use(
      http.get(`${BASE}/v1/leaderboards/metrics/:key`, () =>
        HttpResponse.json({ detail: { error: { message: 'Metric not found', type: 'not_found' } } }, { status: 404 }),
      ),
    );
    await expect(new QueryClient().fetchQuery(metricLeaderboardQueryOptions('acc', {}))).rejects.toMatchObject({
      status: 404,
      message: 'Metric not found',
    });
  });

  it('read a whole board for an export, 100 rows a page, in rank order', async () => {
    const seen: Array<Record<string, string>> = [];
    server.use(http.get(`${BASE}/v1/leaderboards/metrics/:key`, pagedRows(250, seen)));
    const rows = await fetchWholeMetricLeaderboard('loss', { dataset: 'Count_Person' });
    expect(rows.map((row) => row.rank)).toEqual(Array.from({ length: 250 }, (_, i) => i + 1));
    expect(seen.map((q) => [q.page, q.pageSize, q.dataset])).toEqual([
      ['1', '100', 'Count_Person'],
      ['2', '100', 'Count_Person'],
      ['3', '100', 'Count_Person'],
    ]);
  });

  it('read every idea of the board, filtered by workspace, and stop at one page when that is all', async () => {
    const seen: Array<Record<string, string>> = [];
    server.use(http.get(`${BASE}/v1/leaderboards/ideas`, pagedRows(2, seen)));
    expect(ideaLeaderboardQueryOptions({ workspaceId: WS }, 2).queryKey).toEqual([
      'leaderboards',
      'ideas',
      { workspaceId: WS },
      2,
    ]);
    const rows = await fetchWholeIdeaLeaderboard({ workspaceId: WS });
    expect(rows).toHaveLength(2);
    expect(seen).toEqual([{ workspaceId: WS, page: '1', pageSize: '100' }]);
  });

  it('fail an export when a later page fails', async () => {
    server.use(
      http.get(`${BASE}/v1/leaderboards/ideas`, ({ request }) =>
        queryOf(request).page === '1'
          ? HttpResponse.json(toPaged([{ rank: 1 }], 150, 0, 100))
          : HttpResponse.json(
              { detail: { error: { message: 'Internal server error', type: 'internal' } } },
              { status: 500 },
            ),
      ),
    );
    await expect(fetchWholeIdeaLeaderboard({})).rejects.toMatchObject({
      status: 500,
      message: 'Internal server error',
    });
  });
});
