import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { defaultBaseUrl } from '../client';
import { configQueryOptions } from './config';
import { workspaceKeys, workspaceQueryOptions, workspacesQueryOptions } from './workspaces';

const BASE = defaultBaseUrl();
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const page = { items: [], total: 60, page: 3, pageSize: 25, totalPages: 3, hasMore: false, hasPrevious: true };

describe('workspace queries', () => {
  it('convert page and pageSize to skip and limit', async () => {
    let query: Record<string, string> = {};
    server.use(
      http.get(`${BASE}/v1/workspaces`, ({ request }) => {
        query = Object.fromEntries(new URL(request.url).searchParams);
        return HttpResponse.json(page);
      }),
    );
    const data = await new QueryClient().fetchQuery(workspacesQueryOptions({ page: 3, pageSize: 25 }));
    expect(query).toEqual({ skip: '50', limit: '25' });
    expect(data).toEqual(page);
  });

  it('default to the first page of 20 with stable keys', () => {
    const options = workspacesQueryOptions();
    expect(options.queryKey).toEqual(['workspaces', 'list', { page: 1, pageSize: 20 }]);
    expect(workspacesQueryOptions({ page: 1, pageSize: 20 }).queryKey).toEqual(options.queryKey);
  });

  it('keep the list fresh 5 min and a detail 2 min', () => {
    expect(workspacesQueryOptions().staleTime).toBe(300_000);
    expect(workspaceQueryOptions('w1').staleTime).toBe(120_000);
    expect(workspaceQueryOptions('w1').queryKey).toEqual(workspaceKeys.detail('w1'));
  });

  it('treat the app config as never stale', () => {
    expect(configQueryOptions().staleTime).toBe(Infinity);
  });
});
