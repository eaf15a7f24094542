import { lazy, Suspense, type ComponentType } from 'react';
import { FullScreenLoader, PAGE_LOADING_MESSAGE } from '../ui/components/full-screen-loader';

/**
 * A page as its own chunk behind the full-screen 'Loading page...' fallback.
 * `load` must call import() itself, so the bundler sees one split point per page.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const Page = lazy(() => load().then((module) => ({ default: pick(module) })));
  return (
    <Suspense fallback={<FullScreenLoader message={PAGE_LOADING_MESSAGE} />}>
      <Page />
    </Suspense>
  );
}
