import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { toPaged } from '../../domain/paging';
import { defaultBaseUrl } from '../client';
import { fetchWholeMetricLeaderboard } from './leaderboards';

// Exporting a board whose total is only estimated (more than 10,000 runs, docs/decisions/004):
// the estimate may be off either way, so the export reads until a page says none follow.

const BASE = defaultBaseUrl();
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A board of `rows` rows that claims `estimate` as its total. */
function estimatedBoard(rows: number, estimate: number, pages: string[]) {
  return ({ request }: { request: Request }) => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    pages.push(query.page);
    const page = Number(query.page);
    const size = Number(query.pageSize);
    const all = Array.from({ length: rows }, (_, i) => ({ rank: i + 1 }));
    const items = all.slice((page - 1) * size, page * size);
    const paged = toPaged(items, estimate, (page - 1) * size, size);
    return HttpResponse.json({
      key: 'loss',
      direction: 'minimize',
      ...paged,
      hasMore: page * size < rows,
      totalEstimated: true,
    });
  };
}

describe('exporting a board with an estimated total', () => {
  it('reads past an estimate that is too low, to the last row', async () => {
    const pages: string[] = [];
    server.use(http.get(`${BASE}/v1/leaderboards/metrics/:key`, estimatedBoard(1_050, 900, pages)));
    const rows = await fetchWholeMetricLeaderboard('loss', {});
    expect(rows.map((row) => row.rank)).toEqual(Array.from({ length: 1_050 }, (_, i) => i + 1));
    expect(pages.slice(0, 11)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11']);
  });

  it('stops at the last row when the estimate is too high', async () => {
    const pages: string[] = [];
    server.use(http.get(`${BASE}/v1/leaderboards/metrics/:key`, estimatedBoard(250, 5_000, pages)));
    const rows = await fetchWholeMetricLeaderboard('loss', {});
    expect(rows).toHaveLength(250);
    // Pages are read four at a time, so the batch holding the last page ends the export.
    expect(pages).toEqual(['1', '2', '3', '4', '5']);
  });
});
