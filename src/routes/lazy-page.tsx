import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { FullScreenLoader, PAGE_LOADING_MESSAGE } from '../ui/components/full-screen-loader';
import type { PreloadHandle } from '../ui/layout/preload-on-hover';

export interface LazyPage {
  element: ReactElement;
  /** `preload` starts loading the page's chunk (on a link's hover or focus: PreloadOnHover). */
  handle: PreloadHandle;
}

/**
 * A page as its own chunk behind the full-screen 'Loading page...' fallback, spread into its
 * route: `{ path: 'x', ...lazyPage(...) }`.
 * `load` must call import() itself, so the bundler sees one split point per page.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage {
  const Page = lazy(() => load().then((module) => ({ default: pick(module) })));
  return {
    element: (
      <Suspense fallback={<FullScreenLoader message={PAGE_LOADING_MESSAGE} />}>
        <Page />
      </Suspense>
    ),
    handle: { preload: load },
  };
}
