import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { defaultBaseUrl } from '../client';
import { convertIdeas } from './conversion';
import { listWorkspaceWorkflows } from './workflows';

const BASE = defaultBaseUrl();
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const W = '00000000-0000-4000-8000-0000000000aa';
const summary = { id: 'w1', name: 'Workflow', node_count: 5 };

describe('listWorkspaceWorkflows', () => {
  it('reads the paged answer and a bare array alike', async () => {
    server.use(
      http.get(`${BASE}/v1/workflows/workspace/${W}`, () =>
        HttpResponse.json({
          items: [summary],
          total: 21,
          page: 2,
          pageSize: 20,
          totalPages: 2,
          hasMore: false,
          hasPrevious: true,
        }),
      ),
    );
    expect(await listWorkspaceWorkflows(W, 2)).toMatchObject({ items: [summary], total: 21, page: 2 });
    server.use(http.get(`${BASE}/v1/workflows/workspace/${W}`, () => HttpResponse.json([summary])));
    expect(await listWorkspaceWorkflows(W)).toMatchObject({ items: [summary], total: 1 });
  });

  it('turns a 404 into an empty list', async () => {
    server.use(
      http.get(`${BASE}/v1/workflows/workspace/${W}`, () =>
        HttpResponse.json(
          { detail: { error: { message: 'Workspace not found', type: 'not_found' } } },
          { status: 404 },
        ),
      ),
    );
    expect(await listWorkspaceWorkflows(W)).toMatchObject({ items: [], total: 0 });
  });

  it('asks for a workspace id before any call, and names the endpoint when the call fails', async () => {
    await expect(listWorkspaceWorkflows('')).rejects.toThrow('Workspace ID is required');
    server.use(
      http.get(`${BASE}/v1/workflows/workspace/${W}`, () =>
        HttpResponse.json({ detail: { error: { message: 'Boom', type: 'internal_error' } } }, { status: 500 }),
      ),
    );
    await expect(listWorkspaceWorkflows(W)).rejects.toThrow(
      'Failed to get workspace workflows (GET /v1/workflows/workspace/{workspaceId}): Boom',
    );
  });
});

describe('convertIdeas', () => {
  it('leaves selectedDatasets out when none were chosen, and sends them when some were', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${BASE}/v1/ideas/convert`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ conversionResults: [] });
      }),
    );
    await convertIdeas(['i1']);
    await convertIdeas(['i1'], ['Count_Person']);
    expect(bodies).toEqual([{ ideaIds: ['i1'] }, { ideaIds: ['i1'], selectedDatasets: ['Count_Person'] }]);
  });
});
