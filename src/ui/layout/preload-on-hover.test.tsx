import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { PreloadOnHover, preloadMatches, preloadRoutes } from './preload-on-hover';

function Links() {
  return (
    <nav>
      <a href="/datasets">Datasets</a>
      <a href="/agents/7">
        <span>Agent 7</span>
      </a>
      <a href="https://example.org/datasets">Datasets elsewhere</a>
    </nav>
  );
}

function setup() {
  const preload = {
    shell: vi.fn(() => Promise.resolve()),
    datasets: vi.fn(() => Promise.resolve()),
    agent: vi.fn(() => Promise.resolve()),
  };
  const pages: RouteObject[] = [
    {
      element: <Outlet />,
      handle: { preload: preload.shell },
      children: [
        { path: 'home', element: <Links /> },
        { path: 'datasets', element: <p>Datasets</p>, handle: { preload: preload.datasets } },
        { path: 'agents/:agentId', element: <p>Agent</p>, handle: { preload: preload.agent } },
      ],
    },
  ];
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <PreloadOnHover routes={pages} />
            <Outlet />
          </>
        ),
        children: pages,
      },
    ],
    { initialEntries: ['/home'] },
  );
  render(<RouterProvider router={router} />);
  return { preload, user: userEvent.setup() };
}

describe('PreloadOnHover', () => {
  it("loads the hovered link's page once, however often it is pointed at", async () => {
    const { preload, user } = setup();
    const link = screen.getByRole('link', { name: 'Datasets' });
    await user.hover(link);
    await user.unhover(link);
    await user.hover(link);
    expect(preload.datasets).toHaveBeenCalledTimes(1);
    // The layout route the page sits in is matched too; the other page is left alone.
    expect(preload.shell).toHaveBeenCalledTimes(1);
    expect(preload.agent).not.toHaveBeenCalled();
  });

  it('finds the link from an element inside it, and preloads on keyboard focus too', async () => {
    const { preload, user } = setup();
    await user.hover(screen.getByText('Agent 7'));
    expect(preload.agent).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Datasets' })).toHaveFocus();
    expect(preload.datasets).toHaveBeenCalledTimes(1);
  });

  it('ignores links to another origin', async () => {
    const { preload, user } = setup();
    const link = screen.getByRole('link', { name: 'Datasets elsewhere' });
    await user.hover(link);
    link.focus();
    expect(preload.datasets).not.toHaveBeenCalled();
    expect(preload.shell).not.toHaveBeenCalled();
  });
});

describe('preloadRoutes', () => {
  it("starts the chunks of a path's layout and page together, and shrugs off a failed one", async () => {
    const shell = vi.fn(() => Promise.reject(new Error('offline')));
    const page = vi.fn(() => Promise.resolve());
    const other = vi.fn(() => Promise.resolve());
    const routes: RouteObject[] = [
      {
        handle: { preload: shell },
        children: [
          { path: 'dashboard', handle: { preload: page } },
          { path: 'datasets', handle: { preload: other } },
        ],
      },
      { path: 'login' },
    ];
    preloadRoutes(routes, '/dashboard');
    expect(shell).toHaveBeenCalledTimes(1);
    expect(page).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
    // The rejected preload is caught: no unhandled rejection reaches the test runner.
    await Promise.resolve();
    preloadRoutes(routes, '/login');
    expect(page).toHaveBeenCalledTimes(1);
  });
});

describe('preloadMatches', () => {
  it('settles once every matched chunk has loaded or failed, never rejecting', async () => {
    let arrive: () => void = () => {};
    const slow = new Promise<void>((resolve) => (arrive = resolve));
    const settled = vi.fn();
    const done = preloadMatches([
      { route: { handle: { preload: () => Promise.reject(new Error('offline')) } } },
      { route: { handle: { preload: () => slow } } },
      { route: {} },
    ]).then(settled);
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    arrive();
    await done;
    expect(settled).toHaveBeenCalledTimes(1);
  });
});
