import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// The jsdom projects share one environment per worker (vitest.config.ts); this file runs before
// each test file. The app's own modules are imported afresh for every file, so no module-level
// cache (a lazy page's preload, the live actors' registry) carries one file's state into the next;
// React, the router and the rest of node_modules stay loaded, which is where the time went.
vi.resetModules();
const HEAD = document.head.innerHTML;

// jsdom measures nothing: React Flow needs a ResizeObserver to exist, not to report sizes.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // What a test added to <head> (a sign-in provider's script, a title) leaves with it.
  document.head.innerHTML = HEAD;
});

// A global a file stubbed (a phone's matchMedia, a fetch) leaves with that file, so the next file in
// this worker's shared environment starts from jsdom's own.
afterAll(() => {
  vi.unstubAllGlobals();
});
