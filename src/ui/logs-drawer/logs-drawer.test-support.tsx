import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createTestQueryClient } from '../../../tests/support/ui/render';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import type { AuthActorRef } from '../../machines/auth.machine';
import { logsDrawerMachine } from '../../machines/logs-drawer.machine';
import { AuthActorContext } from '../auth/auth-provider';
import { ActivityLogButton } from './activity-log-button';
import { LogsDrawer } from './logs-drawer';
import { LogsDrawerProvider } from './logs-drawer-provider';

// Polling is the machine's to test (fake timers there); here a poll landing between two steps
// would only be a re-render outside act().
const noPolling = logsDrawerMachine.provide({ delays: { pollInterval: 24 * 3_600_000 } });

function Shell() {
  return (
    <LogsDrawerProvider machine={noPolling}>
      <p data-testid="path">{useLocation().pathname}</p>
      <ActivityLogButton />
      <LogsDrawer />
    </LogsDrawerProvider>
  );
}

/** A signed-in reader as far as useViewerId() asks: their id, and no changes. */
const readerSignedInAs = (id: string) =>
  ({
    getSnapshot: () => ({ context: { user: { id } } }),
    subscribe: () => ({ unsubscribe: () => {} }),
  }) as unknown as AuthActorRef;

/**
 * The drawer as the layout mounts it: provider, top-bar button and drawer, inside a router; with
 * `viewerId`, read by that signed-in user (their rows say "You", others' name the member).
 */
export function renderDrawer(path = '/dashboard', viewerId?: string) {
  const router = createMemoryRouter([{ path: '*', element: <Shell /> }], { initialEntries: [path] });
  const app = (
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
  return {
    router,
    ...render(
      viewerId ? <AuthActorContext.Provider value={readerSignedInAs(viewerId)}>{app}</AuthActorContext.Provider> : app,
    ),
  };
}

/** Heavy DOM (up to 100 rows in a dialog): room for a busy machine, not for a slow drawer. */
export const DRAWER_TEST_TIMEOUT_MS = 20_000;
