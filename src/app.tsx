import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { waitFor } from 'xstate';
import { createQueryClient } from './api/query-config';
import type { AuthActorRef } from './machines/auth.machine';
import { routes } from './routes/route-table';
import { AuthProvider, startAuthActor } from './ui/auth/auth-provider';
import { preloadMatches } from './ui/layout/preload-on-hover';
import { ThemeProvider } from './ui/theme/theme-provider';
import { ToastProvider } from './ui/toast/toast-provider';

// How long the first render waits for the sign-in check before it shows 'Loading Labforge...'.
const SIGN_IN_CHECK_WAIT_MS = 1000;

type Router = ReturnType<typeof createBrowserRouter>;

export interface AppStart {
  router: Router;
  authActor: AuthActorRef;
}

/** Lets the browser handle what is waiting (input, a response) before the next piece of start-up. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The app's start, settled once the first screen can be drawn whole, so the first render draws the
 * page rather than a loader and then the page: the first page's chunks (the signed-in shell's and
 * the page's own, loading side by side) have loaded or failed, and the stored token's check has
 * answered or a second has passed. The router has matched the page already: matching again would
 * rank the whole route table a second time.
 *
 * Evaluating the modules, starting the auth actor and building the router each run as a task of
 * their own: as one, they would hold a phone's main thread for longer than input should wait
 * (docs/architecture.md, "Front end").
 */
export const appStart: Promise<AppStart> = (async () => {
  await nextTask();
  const authActor = startAuthActor();
  await nextTask();
  const router = createBrowserRouter(routes);
  await Promise.allSettled([
    preloadMatches(router.state.matches),
    waitFor(authActor, (snapshot) => !snapshot.matches('loading'), { timeout: SIGN_IN_CHECK_WAIT_MS }),
  ]);
  return { router, authActor };
})();

export function App({ router, authActor }: AppStart) {
  // One cache for the page's life; created in state so a remount in development keeps it.
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <ToastProvider>
          <AuthProvider actor={authActor}>
            <RouterProvider router={router} />
          </AuthProvider>
        </ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
