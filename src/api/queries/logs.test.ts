import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { defaultBaseUrl } from '../client';
import { toApiError } from '../errors';
import { fetchAllLogs, fetchLogs, logsErrorMessage, type ActivityLog } from './logs';

const BASE = defaultBaseUrl();
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const row = (n: number): ActivityLog => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  entityType: 'workspace',
  entityId: `w-${n}`,
  userId: 'u1',
  actor: { id: 'u1', name: 'Ada Lovelace' },
  action: 'workspace.created',
  level: 'info',
  message: `Row ${n}`,
  metadata: {},
  createdAt: '2026-11-22T09:30:00.000Z',
});

/** A server holding `count` rows; records each query it was sent. */
function serveRows(count: number, extra: Record<string, unknown> = {}) {
  const queries: Array<Record<string, string>> = [];
  const rows = Array.from({ length: count }, (_, i) => row(i + 1));
  server.use(
    http.get(`${BASE}/v1/logs`, ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(query);
      const offset = Number(query.offset);
      return HttpResponse.json({ items: rows.slice(offset, offset + Number(query.limit)), total: count, ...extra });
    }),
  );
  return queries;
}

describe('fetchLogs', () => {
  it('sends the filters with limit and an offset from the 0-based page', async () => {
    const queries = serveRows(120);
    const page = await fetchLogs({ level: 'error', endDate: '2026-11-22T23:59:59.999Z' }, 2, 25);
    expect(queries).toEqual([{ level: 'error', endDate: '2026-11-22T23:59:59.999Z', limit: '25', offset: '50' }]);
    expect(page.total).toBe(120);
    expect(page.items[0].id).toBe(row(51).id);
  });
});

describe('fetchAllLogs', () => {
  it('pages 100 at a time until the total is reached', async () => {
    const queries = serveRows(250);
    const all = await fetchAllLogs({ action: 'workspace.created' });
    expect(all).toHaveLength(250);
    expect(queries.map((q) => [q.offset, q.limit, q.action])).toEqual([
      ['0', '100', 'workspace.created'],
      ['100', '100', 'workspace.created'],
      ['200', '100', 'workspace.created'],
    ]);
  });

  it('stops after the page that reaches an exact multiple of 100', async () => {
    const queries = serveRows(200);
    expect(await fetchAllLogs({})).toHaveLength(200);
    expect(queries).toHaveLength(2);
  });

  it('with an estimated total, goes on to a short page', async () => {
    const queries = serveRows(230, { total: 150, totalEstimated: true });
    expect(await fetchAllLogs({})).toHaveLength(230);
    expect(queries).toHaveLength(3);
  });
});

describe('logsErrorMessage', () => {
  it('prefixes the catalogue words', () => {
    const err = toApiError(500, { detail: { error: { message: 'Database unavailable', type: 'internal' } } });
    expect(logsErrorMessage(err)).toBe('Failed to load logs: Database unavailable');
  });
});
