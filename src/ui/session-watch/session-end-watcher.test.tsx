import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import { Providers } from '../../../tests/support/ui/render';
import type { Notification } from '../../api/queries/notifications';
import { NOTIFICATION_EVENT } from '../../domain/notification-kinds';
import { SessionEndWatcher } from './session-end-watcher';
import { resetWatchedSessionsCache, watchedSessions, watchSession } from './watched-sessions';

// The ends of the user's sessions are announced wherever they are, from the notification inbox: a
// toast in its live region and, with the user's permission, a browser notification.

const SESSION_ID = '00000000-0000-4000-8000-0000000000a1';
const WATCHED = { sessionId: SESSION_ID, workspaceId: 'w1', goalId: 'g1', title: 'Soil microbes' };
const server = setupApiServer();

const notice = (id: string, kind: Notification['kind'], title: string, objectId = SESSION_ID): Notification => ({
  id,
  kind,
  title,
  link: `/workspaces/w1/session/${objectId}`,
  objectType: 'session',
  objectId,
  workspaceId: 'w1',
  actor: null,
  createdAt: '2026-11-29T12:00:00Z',
  readAt: null,
});

/** Each read of the inbox answers the next page given, then the last one again. */
function answer(...pages: Notification[][]) {
  let call = 0;
  server.use(
    http.get(apiUrl('/v1/notifications'), () => {
      const items = pages[Math.min(call++, pages.length - 1)];
      return HttpResponse.json({ items, unread: items.length, total: items.length });
    }),
  );
}

const FINISHED = notice('n1', 'session_finished', "Session on 'Soil microbes' finished");

beforeEach(() => {
  localStorage.clear();
  resetWatchedSessionsCache();
});
afterEach(() => vi.unstubAllGlobals());

const renderWatcher = () =>
  render(
    <Providers>
      <SessionEndWatcher intervalMs={30} />
    </Providers>,
  );

describe('SessionEndWatcher', () => {
  it('announces a session’s end once when its notification arrives, notifies when allowed, and stops watching it', async () => {
    const notification = vi.fn();
    vi.stubGlobal('Notification', Object.assign(notification, { permission: 'granted' }));
    watchSession(WATCHED);
    answer([], [FINISHED]);
    renderWatcher();
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Session completed');
    expect(toast).toHaveTextContent("Session on 'Soil microbes' finished");
    expect(notification).toHaveBeenCalledTimes(1);
    expect(notification).toHaveBeenCalledWith('Session completed', {
      body: "Session on 'Soil microbes' finished",
      tag: SESSION_ID,
    });
    await waitFor(() => expect(watchedSessions()).toEqual([]));
    expect(JSON.parse(localStorage.getItem('labforge.watchedSessions')!)).toEqual([]);
  });

  it('says a failed session failed, as an alert, without a notification the user did not allow', async () => {
    const notification = vi.fn();
    vi.stubGlobal('Notification', Object.assign(notification, { permission: 'default' }));
    let reads = 0;
    server.use(
      http.get(apiUrl('/v1/notifications'), () => {
        const items = reads++ === 0 ? [] : [notice('n2', 'session_failed', "Session on 'Soil microbes' failed")];
        return HttpResponse.json({ items, unread: items.length, total: items.length });
      }),
    );
    renderWatcher();
    // Nothing watched: the inbox is read when the live stream says something arrived.
    await waitFor(() => expect(reads).toBe(1));
    window.dispatchEvent(new Event(NOTIFICATION_EVENT));
    expect(await screen.findByRole('alert')).toHaveTextContent('Session failed');
    expect(notification).not.toHaveBeenCalled();
  });

  it('announces what the inbox held on opening only for a session this browser watched', async () => {
    const other = notice('n3', 'session_finished', "Session on 'Old goal' finished", 'other-session');
    watchSession(WATCHED);
    answer([FINISHED, other]);
    renderWatcher();
    expect(await screen.findByRole('status')).toHaveTextContent("Session on 'Soil microbes' finished");
    expect(screen.queryByText("Session on 'Old goal' finished")).not.toBeInTheDocument();
  });

  it('announces nothing for other kinds or for notifications already read', async () => {
    const mention = { ...notice('n4', 'mention', "Mentioned you on idea 'Kelp'"), objectType: 'idea' as const };
    const read = { ...notice('n5', 'session_finished', 'Read already'), readAt: '2026-11-29T12:01:00Z' };
    let reads = 0;
    server.use(
      http.get(apiUrl('/v1/notifications'), () => {
        reads += 1;
        const items = reads === 1 ? [] : [mention, read];
        return HttpResponse.json({ items, unread: 1, total: 2 });
      }),
    );
    renderWatcher();
    await waitFor(() => expect(reads).toBe(1));
    window.dispatchEvent(new Event(NOTIFICATION_EVENT));
    await waitFor(() => expect(reads).toBe(2));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('reads the watch list a reload left in storage, and ignores what it cannot read', () => {
    localStorage.setItem('labforge.watchedSessions', JSON.stringify([WATCHED, { nonsense: true }]));
    expect(watchedSessions()).toEqual([WATCHED]);
    resetWatchedSessionsCache();
    localStorage.setItem('labforge.watchedSessions', '{not json');
    expect(watchedSessions()).toEqual([]);
  });
});
