import { lazy, Suspense, useEffect, type ComponentType } from 'react';

// Parts of the shell nobody needs for the first paint (the command palette, the activity-log
// drawer's body, the account menu) load as their own chunks once the page has loaded and the main
// thread is idle, or at once when the user reaches for them (docs/architecture.md, "Front end").

export interface Deferred<P extends object> {
  Component: ComponentType<P>;
  /** Starts loading the chunk (once, however often it is called) and answers its component. */
  preload: () => Promise<ComponentType<P>>;
}

/** `load` must call import() itself, so the bundler sees the split point. */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): Deferred<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  // A chunk that failed to arrive (offline, a new deploy) is asked for again next time.
  const preload = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Component(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return { Component, preload };
}

/** Runs `task` when the page has finished loading and the browser is idle (at once in a test DOM). */
export function whenPageIdle(task: () => void): () => void {
  let cancelled = false;
  let idleId: number | undefined;
  const run = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') idleId = window.requestIdleCallback(task, { timeout: 3000 });
    else task();
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    if (idleId !== undefined) window.cancelIdleCallback?.(idleId);
  };
}

/** Preloads the given chunks once the page is idle, so the first use seldom waits. */
export function usePreloadWhenIdle(...preloads: Array<() => Promise<unknown>>): void {
  useEffect(
    () => whenPageIdle(() => preloads.forEach((preload) => void preload().catch(() => {}))),
    // The preloads are module-level constants: once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
}
