import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { defaultBaseUrl } from '../client';
import { clearTokens, saveTokens } from '../token-store';
import { getDashboard, type Dashboard } from './dashboard';

// A first load of /dashboard has its read started by the page (index.html): the query takes that
// answer rather than asking again, and asks itself for every later read.

const BASE = defaultBaseUrl();
const server = setupServer();
const empty: Dashboard = { workspaces: [], workspacesTotal: 0, sessions: [], bestIdeas: [], runs: [], activity: [] };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  clearTokens();
  globalThis.__labforgeEarlyReads = undefined;
});
afterAll(() => server.close());

function dashboardCalls(): string[] {
  const calls: string[] = [];
  server.use(
    http.get(`${BASE}/v1/dashboard`, ({ request }) => {
      calls.push(request.headers.get('Authorization') ?? '');
      return HttpResponse.json({ ...empty, workspacesTotal: 7 });
    }),
  );
  return calls;
}

function startedByThePage(response: Response) {
  saveTokens({ access_token: 'access' });
  globalThis.__labforgeEarlyReads = { token: 'access', responses: { '/v1/dashboard': Promise.resolve(response) } };
}

it("takes the page's early read without asking again, and only once", async () => {
  startedByThePage(HttpResponse.json({ ...empty, workspacesTotal: 3 }));
  const calls = dashboardCalls();
  await expect(getDashboard()).resolves.toMatchObject({ workspacesTotal: 3 });
  expect(calls).toEqual([]);
  await expect(getDashboard()).resolves.toMatchObject({ workspacesTotal: 7 });
  expect(calls).toEqual(['Bearer access']);
});

it('asks itself when the early read was refused', async () => {
  startedByThePage(new HttpResponse(null, { status: 401 }));
  const calls = dashboardCalls();
  await expect(getDashboard()).resolves.toMatchObject({ workspacesTotal: 7 });
  expect(calls).toHaveLength(1);
});

it('asks itself on a page that started no read', async () => {
  saveTokens({ access_token: 'access' });
  const calls = dashboardCalls();
  await expect(getDashboard()).resolves.toEqual({ ...empty, workspacesTotal: 7 });
  expect(calls).toEqual(['Bearer access']);
});
