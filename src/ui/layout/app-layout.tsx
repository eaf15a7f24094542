import { useCallback, useState } from 'react';
import { useAppCommand } from '../command-palette/app-commands';
import { Outlet, ScrollRestoration, useLocation, useParams } from 'react-router-dom';
import { AssistantLauncher } from '../assistant/assistant-launcher';
import { AssistantProvider } from '../assistant/assistant-provider';
import { selectUser, useAuthActor, useAuthSelector } from '../auth/auth-provider';
import { KeyboardShortcuts } from '../command-palette/keyboard-shortcuts';
import { FailureBoundary } from '../components/failure-boundary';
import { ActivityLogButton } from '../logs-drawer/activity-log-button';
import { LiveUpdates } from '../live/live-updates';
import { LogsDrawerSlot } from '../logs-drawer/logs-drawer-slot';
import { LogsDrawerProvider } from '../logs-drawer/logs-drawer-provider';
import { NotificationBell } from '../notifications/notification-bell';
import { MobileNavDrawer } from './mobile-nav-drawer';
import { ModelBadge } from './model-badge';
import { PageTitleProvider } from './page-title';
import { RouteAnnouncer } from './route-announcer';
import { SessionEndWatcher } from '../session-watch/session-end-watcher';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import { UserMenu } from './user-menu';

/** The signed-in shell: sidebar, top bar, the page, and the slots later features fill. */
export function AppLayout() {
  const { workspaceId } = useParams();
  const { pathname } = useLocation();
  // The drawer is open for the page it was opened on: any navigation (a link, Back) closes it.
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const drawerOpen = drawerPath === pathname;
  const user = useAuthSelector(selectUser);
  const auth = useAuthActor();
  const signOut = useCallback(() => auth.send({ type: 'auth.logout' }), [auth]);
  useAppCommand('sign-out', signOut);

  return (
    <PageTitleProvider>
      <LogsDrawerProvider>
        {/* Around the page too: a form on it (create goal) registers with the assistant's form bridge. */}
        <AssistantProvider workspaceId={workspaceId}>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-ui focus:bg-surface focus:p-2"
          >
            Skip to content
          </a>
          <div className="flex min-h-screen">
            <Sidebar workspaceId={workspaceId} />
            <MobileNavDrawer open={drawerOpen} onClose={() => setDrawerPath(null)} workspaceId={workspaceId} />
            <div className="flex min-w-0 flex-1 flex-col">
              <TopBar
                onOpenNavigation={() => setDrawerPath(pathname)}
                badge={<ModelBadge />}
                actions={<ActivityLogButton />}
                notifications={<NotificationBell />}
                account={user && <UserMenu user={user} onSignOut={signOut} />}
              />
              {/* One live stream per signed-in tab; says so here when it falls back to polling. */}
              <LiveUpdates />
              <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 lg:px-8">
                <FailureBoundary what="This page" resetKeys={[pathname]}>
                  <Outlet />
                </FailureBoundary>
              </main>
            </div>
          </div>
          {/* SLOT: assistant: the floating chat button (bottom-left) and its panel mount here. */}
          <FailureBoundary what="The assistant">
            <AssistantLauncher workspaceId={workspaceId} />
          </FailureBoundary>
          <SessionEndWatcher />
          <RouteAnnouncer />
          <KeyboardShortcuts />
          <ScrollRestoration />
        </AssistantProvider>
        <FailureBoundary what="The activity log">
          <LogsDrawerSlot />
        </FailureBoundary>
      </LogsDrawerProvider>
    </PageTitleProvider>
  );
}
