import { createOpenApiHttp } from 'openapi-msw';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { API_BASE } from '../../../tests/support/ui/api-server';
import { renderRoutes } from '../../../tests/support/ui/render';
import type { SearchResult } from '../../api/queries/search';
import type { paths } from '../../api/schema';
import { MAIN_HEADING_ID, RouteAnnouncer } from '../layout/route-announcer';
import { KeyboardShortcuts } from './keyboard-shortcuts';
import { OpenCommandPaletteButton } from './open-command-palette';

// A shell like the app layout's (a top bar's palette button, a main heading, <main>, the route
// announcer and the global keys) around two pages: a list with a search box and a table of links, the
// same list as a phone's cards (DataTable's markup, src/ui/components/data-table.tsx), and a plain page.

export const http = createOpenApiHttp<paths>({ baseUrl: API_BASE });

export const WORKSPACE_ID = '11111111-1111-4111-8111-111111111111';
export const SESSION_ID = '22222222-2222-4222-8222-222222222222';

export const RESULTS: SearchResult[] = [
  {
    kind: 'workspace',
    id: WORKSPACE_ID,
    title: 'Kelp forest lab',
    workspaceId: WORKSPACE_ID,
    href: `/workspaces/${WORKSPACE_ID}`,
    role: 'owner',
  },
  {
    kind: 'goal',
    id: '33333333-3333-4333-8333-333333333333',
    title: 'Kelp carbon capture',
    subtitle: 'Kelp forest lab',
    workspaceId: WORKSPACE_ID,
    href: `/workspaces/${WORKSPACE_ID}/goals`,
    role: 'owner',
  },
  {
    kind: 'idea',
    id: '44444444-4444-4444-8444-444444444444',
    title: 'Kelp rafts sink carbon',
    subtitle: 'Kelp forest lab',
    workspaceId: WORKSPACE_ID,
    sessionId: SESSION_ID,
    href: `/workspaces/${WORKSPACE_ID}/ideas/44444444-4444-4444-8444-444444444444`,
    role: 'owner',
  },
];

/** GET /v1/search answering `answer(q)`, recording every q it was asked. */
export function searchHandler(answer: (q: string) => SearchResult[] | Promise<SearchResult[]> = () => RESULTS) {
  const asked: string[] = [];
  const handler = http.get('/v1/search', async ({ query, response }) => {
    const q = query.get('q') ?? '';
    asked.push(q);
    return response(200).json({ results: await answer(q) });
  });
  return { handler, asked };
}

const ROW_TITLES = ['Alpha', 'Beta', 'Gamma'];

function Shell() {
  return (
    <>
      <OpenCommandPaletteButton />
      <h1 id={MAIN_HEADING_ID} tabIndex={-1}>
        Page heading
      </h1>
      <main id="main">
        <Outlet />
      </main>
      <RouteAnnouncer />
      <KeyboardShortcuts />
    </>
  );
}

function ListPage() {
  return (
    <>
      <input type="search" aria-label="Filter the list" />
      <textarea aria-label="Notes" />
      <table aria-label="Things">
        <thead>
          <tr>
            <th>Title</th>
          </tr>
        </thead>
        <tbody>
          {ROW_TITLES.map((title) => (
            <tr key={title}>
              <td>
                <Link to={`/things/${title}`}>{title}</Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function CardsPage() {
  return (
    <ul aria-label="Things" data-row-list="">
      {ROW_TITLES.map((title) => (
        <li key={title}>
          <div>
            <Link to={`/things/${title}`}>{title}</Link>
          </div>
        </li>
      ))}
    </ul>
  );
}

function Location() {
  return <p>At {useLocation().pathname}</p>;
}

export function renderShell(start: '/list' | '/cards' | '/plain' = '/list') {
  return renderRoutes(
    [
      {
        path: '/',
        element: <Shell />,
        children: [
          { path: 'list', element: <ListPage /> },
          { path: 'cards', element: <CardsPage /> },
          { path: 'plain', element: <p>A page without a list</p> },
          { path: '*', element: <Location /> },
        ],
      },
    ],
    start,
  );
}
