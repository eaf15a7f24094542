import { lazy, Suspense, useState, type ComponentType, type ReactElement } from 'react';
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
  // A page whose chunk has arrived (preloaded on hover, or before the first render) renders at
  // once; React.lazy would still suspend it for one render and paint the fallback.
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = pick(module);
      return module;
    });
  const Lazy = lazy(() => preload().then((module) => ({ default: pick(module) })));
  function Page() {
    // Chosen once per mount: switching from Lazy to the loaded page would remount it.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  return {
    element: (
      <Suspense fallback={<FullScreenLoader message={PAGE_LOADING_MESSAGE} />}>
        <Page />
      </Suspense>
    ),
    handle: { preload },
  };
}
