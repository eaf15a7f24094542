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

// How long after the load event idle work waits: past the first screen's data and its largest
// paint, so preloads never compete with what the user came to see (docs/architecture.md, "Front end").
export const SETTLE_MS = 2000;

/**
 * Runs `task` once the page has loaded, its first screen has settled and the browser is idle
 * (at once in a test DOM, which has no idle callbacks).
 */
export function whenPageIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    task();
    return () => {};
  }
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idleId: number | undefined;
  const settle = () => {
    if (cancelled) return;
    timer = setTimeout(() => {
      if (!cancelled) idleId = window.requestIdleCallback(task, { timeout: 3000 });
    }, SETTLE_MS);
  };
  if (document.readyState === 'complete') settle();
  else window.addEventListener('load', settle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', settle);
    clearTimeout(timer);
    if (idleId !== undefined) window.cancelIdleCallback(idleId);
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
