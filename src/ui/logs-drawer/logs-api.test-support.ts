// An in-memory GET /v1/logs for msw: filters and searches (q) like the server, newest first, and a
// record of every query it answered, so tests can assert what the drawer asked for.
import { http, HttpResponse } from 'msw';
import type { ActivityLog } from '../../api/queries/logs';
import { apiUrl } from '../../../tests/support/ui/api-server';

export const logFixture = (n: number, overrides: Partial<ActivityLog> = {}): ActivityLog => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  entityType: 'workspace',
  entityId: `2b1f9c3e-0000-4000-8000-${String(n).padStart(12, '0')}`,
  userId: '00000000-0000-4000-8000-00000000000a',
  actor: { id: '00000000-0000-4000-8000-00000000000a', name: 'Ada Lovelace' },
  action: 'workspace.created',
  level: 'info',
  message: `Created workspace 'Workspace ${n}'`,
  metadata: { name: `Workspace ${n}` },
  createdAt: new Date(Date.UTC(2026, 10, 22, 12, 0, 0) - n * 60_000).toISOString(),
  ...overrides,
});

export function logsApi(rows: ActivityLog[]) {
  const queries: Array<Record<string, string>> = [];
  const handler = http.get(apiUrl('/v1/logs'), ({ request }) => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    queries.push(query);
    const matching = rows.filter(
      (row) =>
        (!query.level || row.level === query.level) &&
        (!query.entityType || row.entityType === query.entityType) &&
        (!query.action || row.action === query.action) &&
        (!query.userId || row.userId === query.userId) &&
        (!query.q ||
          [row.message, row.action, row.entityType, row.entityId].some((field) =>
            field.toLowerCase().includes(query.q.toLowerCase()),
          )),
    );
    const offset = Number(query.offset ?? 0);
    return HttpResponse.json({
      items: matching.slice(offset, offset + Number(query.limit ?? 50)),
      total: matching.length,
    });
  });
  return { handler, queries };
}

export const failingLogsApi = () =>
  http.get(apiUrl('/v1/logs'), () =>
    HttpResponse.json(
      { detail: { error: { message: 'Database unavailable', type: 'internal_error' } } },
      { status: 500 },
    ),
  );
