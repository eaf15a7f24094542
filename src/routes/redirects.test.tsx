import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { REDIRECTS, redirectRoutes } from './redirects';

const ID = '3f1c2d4e-0000-4000-8000-000000000001';

// Every rule of the table, with where each example must land (after chained redirects).
const EXAMPLES: Record<string, Array<[from: string, to: string]>> = {
  '/': [['/', '/dashboard']],
  '/workspaces': [['/workspaces', '/workspaces/list']],
  '/visualizer': [['/visualizer', '/datasets']],
  '/coscientist': [['/coscientist', '/workspaces/list']],
  '/coscientist/workspaces': [['/coscientist/workspaces', '/workspaces/list']],
  '/coscientist/workspace/:workspaceId': [[`/coscientist/workspace/${ID}`, `/workspaces/${ID}`]],
  '/coscientist/workspace/:workspaceId/create-goal': [
    [`/coscientist/workspace/${ID}/create-goal`, `/workspaces/${ID}/create-goal`],
  ],
  '/coscientist/workspace/:workspaceId/*': [
    [`/coscientist/workspace/${ID}/goals`, `/workspaces/${ID}#goals`],
    [`/coscientist/workspace/${ID}/ideas`, `/workspaces/${ID}#ideas`],
    [`/coscientist/workspace/${ID}/workflows`, `/workspaces/${ID}#workflows`],
    [`/coscientist/workspace/${ID}/analytics`, `/workspaces/${ID}#analytics`],
    [`/coscientist/workspace/${ID}/ideas/some-idea`, `/workspaces/${ID}#ideas`],
    [`/coscientist/workspace/${ID}/elsewhere`, `/workspaces/${ID}`],
  ],
  '/coscientist/ideas': [['/coscientist/ideas', '/workspaces/ideas']],
  '/coscientist/ideas/:sessionId': [['/coscientist/ideas/s-1', '/workspaces/ideas/s-1']],
  '/coscientist/goals': [['/coscientist/goals', '/workspaces/goals']],
  '/coscientist/experiments': [['/coscientist/experiments', '/workspaces/experiments']],
  '/coscientist/experiments/:experimentId': [['/coscientist/experiments/e-7', '/workspaces/experiments/e-7']],
  '/coscientist/leaderboards': [['/coscientist/leaderboards', '/workspaces/leaderboards']],
  '/coscientist/create-goal': [['/coscientist/create-goal', '/workspaces/create-goal']],
  '/sessions': [['/sessions', '/workspaces/list']],
  '/ideas': [['/ideas', '/workspaces/ideas']],
  '/ideas/:sessionId': [['/ideas/s-2', '/workspaces/ideas/s-2']],
  '/experiments': [['/experiments', '/workspaces/experiments']],
  '/experiments/:experimentId': [['/experiments/e-9', '/workspaces/experiments/e-9']],
  '/workspace/:id': [[`/workspace/${ID}`, `/workspaces/${ID}`]],
};

async function finalLocation(from: string): Promise<string> {
  const router = createMemoryRouter(
    [{ path: '/', children: [...redirectRoutes(), { path: '*', element: <p>landed</p> }] }],
    { initialEntries: [from] },
  );
  const { findByText, unmount } = render(<RouterProvider router={router} />);
  await findByText('landed');
  const { pathname, hash } = router.state.location;
  unmount();
  return pathname + hash;
}

describe('redirect table', () => {
  it('has an example for every rule', () => {
    expect(REDIRECTS.map((r) => r.from).sort()).toEqual(Object.keys(EXAMPLES).sort());
  });

  for (const [rule, examples] of Object.entries(EXAMPLES)) {
    for (const [from, to] of examples) {
      it(`${rule}: ${from} lands on ${to}`, async () => {
        expect(await finalLocation(from)).toBe(to);
      });
    }
  }

  it('keeps the query string', async () => {
    const router = createMemoryRouter(
      [{ path: '/', children: [...redirectRoutes(), { path: '*', element: <p>landed</p> }] }],
      { initialEntries: ['/visualizer?q=soil'] },
    );
    const { findByText } = render(<RouterProvider router={router} />);
    await findByText('landed');
    expect(router.state.location.search).toBe('?q=soil');
  });
});
