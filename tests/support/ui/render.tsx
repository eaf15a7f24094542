import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AuthProvider } from '../../../src/ui/auth/auth-provider';
import { PageTitleProvider, useCurrentPageTitle } from '../../../src/ui/layout/page-title';
import { ThemeProvider } from '../../../src/ui/theme/theme-provider';
import { ToastProvider } from '../../../src/ui/toast/toast-provider';

// jsdom has no ResizeObserver; Headless UI's Menu watches its button with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

/**
 * For waits on a lazy chunk: a hang guard, not a speed check. The first import of a chunk
 * transforms it, which takes seconds on a busy machine.
 */
export const LAZY_CHUNK = { timeout: 10_000 } as const;

/** Retries off: a failing call should fail the test at once, not after backoff. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

export function Providers({
  children,
  queryClient = createTestQueryClient(),
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <ToastProvider>
          {/* The real auth machine: with no stored token it settles on signedOut without a call. */}
          <AuthProvider>
            <PageTitleProvider>{children}</PageTitleProvider>
          </AuthProvider>
        </ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}

/** Stands in for the top bar, so a page rendered alone still shows its title. */
function TitleProbe() {
  return <h1>{useCurrentPageTitle()}</h1>;
}

/** Renders routes in a memory router with the app's providers; returns the router too. */
export type Entry = string | { pathname: string; search?: string; hash?: string; state?: unknown };

export function renderRoutes(routes: RouteObject[], initialEntry: Entry, queryClient?: QueryClient) {
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const utils = render(
    <Providers queryClient={queryClient}>
      <TitleProbe />
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, ...utils };
}
