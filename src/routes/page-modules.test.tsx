import type { RouteObject } from 'react-router-dom';
import { matchRoutes } from 'react-router-dom';
import { LAZY_CHUNK } from '../../tests/support/ui/render';
import { matchPagePattern, PAGE_MODULES } from '../domain/page-modules';
import { routes } from './route-table';

// The table the server reads must say what the route table does: the same pages, each drawn by
// the module named, and a pathname picks the page the router would.

interface LazyRoute {
  pattern: string;
  preload: () => Promise<unknown>;
}

/** Every route of the table whose element is a lazy page, with its pattern from the root. */
function lazyPages(tree: RouteObject[], parent = ''): LazyRoute[] {
  return tree.flatMap((route) => {
    const pattern = route.path ? `${parent.replace(/\/$/, '')}/${route.path}`.replace(/^\/\//, '/') : parent;
    const preload = (route.handle as { preload?: () => Promise<unknown> } | undefined)?.preload;
    const own = preload && route.path ? [{ pattern, preload }] : [];
    return [...own, ...lazyPages(route.children ?? [], pattern)];
  });
}

const pages = lazyPages(routes);

describe('PAGE_MODULES', () => {
  it('names every lazy page of the route table, and nothing else', () => {
    expect(pages.map((p) => p.pattern).sort()).toEqual(Object.keys(PAGE_MODULES).sort());
  });

  it(
    'names the module each page loads',
    async () => {
      for (const { pattern, preload } of pages) {
        const named = await import(/* @vite-ignore */ `/${PAGE_MODULES[pattern]}`);
        expect(await preload(), pattern).toBe(named);
      }
    },
    LAZY_CHUNK.timeout * 3,
  );

  it('is matched by a pathname as the router matches it', () => {
    const samples = [
      '/dashboard',
      '/workspaces/list',
      '/workspaces/ideas/s-1',
      '/workspaces/w-1',
      '/workspaces/w-1/ideas',
      '/workspaces/w-1/ideas/i-9',
      '/workspaces/experiments/e-1/runs/r-2',
      '/workspaces/graph-editor/wf-3',
      '/settings/tokens',
    ];
    for (const pathname of samples) {
      const matched = (matchRoutes(routes, pathname) ?? []).map((match) => match.route.path?.replace(/^\//, ''));
      expect(matchPagePattern(pathname), pathname).toBe(`/${matched.filter(Boolean).join('/')}`);
    }
  });

  it('matches nothing for the sign-in page, a redirect or an address no page claims', () => {
    for (const pathname of ['/login', '/workspaces', '/', '/no/such/page'])
      expect(matchPagePattern(pathname)).toBeNull();
  });
});
