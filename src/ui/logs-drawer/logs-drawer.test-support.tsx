import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createTestQueryClient } from '../../../tests/support/ui/render';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { logsDrawerMachine } from '../../machines/logs-drawer.machine';
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

/** The drawer as the layout mounts it: provider, top-bar button and drawer, inside a router. */
export function renderDrawer(path = '/dashboard') {
  const router = createMemoryRouter([{ path: '*', element: <Shell /> }], { initialEntries: [path] });
  return {
    router,
    ...render(
      <QueryClientProvider client={createTestQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  };
}

/** Heavy DOM (up to 100 rows in a dialog): room for a busy machine, not for a slow drawer. */
export const DRAWER_TEST_TIMEOUT_MS = 20_000;
