import { useEffect } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

/** What a route's `handle` carries so its page's chunk can load before the navigation to it. */
export interface PreloadHandle {
  preload: () => Promise<unknown>;
}

function preloadOf(handle: unknown): PreloadHandle['preload'] | undefined {
  const preload = (handle as Partial<PreloadHandle> | null | undefined)?.preload;
  return typeof preload === 'function' ? preload : undefined;
}

/** The path an event's link points at in this app, or null for no link or a link to another origin. */
function linkedPath(target: EventTarget | null): string | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return null;
  const url = new URL(link.href, window.location.href);
  return url.origin === window.location.origin ? url.pathname : null;
}

/**
 * Starts loading the chunks of these matched routes; settles once every one has loaded or failed.
 * A failed preload costs nothing: the navigation loads the page again and shows its error.
 */
export function preloadMatches(matches: ReadonlyArray<{ route: Pick<RouteObject, 'handle'> }>): Promise<void> {
  const loads = matches.map(({ route }) => preloadOf(route.handle)?.());
  return Promise.allSettled(loads).then(() => undefined);
}

/** Starts loading the chunks of every route that `path` matches. */
export function preloadRoutes(routes: RouteObject[], path: string): void {
  void preloadMatches(matchRoutes(routes, path) ?? []);
}

/**
 * Pointing at or focusing a link starts loading the chunks of the routes it leads to, so the
 * click seldom waits on 'Loading page...'. Each path is preloaded once per mount.
 */
export function usePreloadOnHover(routes: RouteObject[]): void {
  useEffect(() => {
    const done = new Set<string>();
    function preload(event: Event) {
      const path = linkedPath(event.target);
      if (path === null || done.has(path)) return;
      done.add(path);
      preloadRoutes(routes, path);
    }
    document.addEventListener('pointerover', preload);
    document.addEventListener('focusin', preload);
    return () => {
      document.removeEventListener('pointerover', preload);
      document.removeEventListener('focusin', preload);
    };
  }, [routes]);
}

/** Mounted once inside the router, with the route table it serves. */
export function PreloadOnHover({ routes }: { routes: RouteObject[] }) {
  usePreloadOnHover(routes);
  return null;
}
