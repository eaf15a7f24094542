import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import { progressFixture, sessionFixture, WORKSPACE } from '../../../tests/support/ui/coscientist-fixtures';
import { Providers } from '../../../tests/support/ui/render';
import type { SessionProgress } from '../../api/types';
import { SessionEndWatcher } from './session-end-watcher';
import { resetWatchedSessionsCache, watchedSessions, watchSession } from './watched-sessions';

// Sessions this browser started are announced when they end, wherever the user is: a toast in
// its live region and, with the user's permission, a browser notification.

const SESSION = sessionFixture(1);
const WATCHED = { sessionId: SESSION.id, workspaceId: WORKSPACE.id, goalId: SESSION.goalId!, title: 'Soil microbes' };
const server = setupApiServer();

function answer(...progress: Array<SessionProgress | 404>) {
  let call = 0;
  server.use(
    http.get(apiUrl('/v1/workspaces/:id/goals/:goalId/sessions/:sessionId/progress'), () => {
      const next = progress[Math.min(call++, progress.length - 1)];
      return next === 404
        ? HttpResponse.json({ detail: { error: { message: 'Session not found', type: 'not_found' } } }, { status: 404 })
        : HttpResponse.json(next);
    }),
  );
}

beforeEach(() => {
  localStorage.clear();
  resetWatchedSessionsCache();
});
afterEach(() => vi.unstubAllGlobals());

describe('SessionEndWatcher', () => {
  it('announces a completed session once, notifies when allowed, and stops watching it', async () => {
    const notification = vi.fn();
    vi.stubGlobal('Notification', Object.assign(notification, { permission: 'granted' }));
    watchSession(WATCHED);
    answer(progressFixture('running'), progressFixture('completed'));
    render(
      <Providers>
        <SessionEndWatcher intervalMs={30} />
      </Providers>,
    );
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Session completed');
    expect(toast).toHaveTextContent('Soil microbes: its ideas are ready.');
    expect(notification).toHaveBeenCalledWith('Session completed', {
      body: 'Soil microbes: its ideas are ready.',
      tag: SESSION.id,
    });
    expect(watchedSessions()).toEqual([]);
    expect(JSON.parse(localStorage.getItem('labforge.watchedSessions')!)).toEqual([]);
  });

  it('says a failed session failed, as an alert, without a notification the user did not allow', async () => {
    const notification = vi.fn();
    vi.stubGlobal('Notification', Object.assign(notification, { permission: 'default' }));
    watchSession(WATCHED);
    answer(progressFixture('failed'));
    render(
      <Providers>
        <SessionEndWatcher intervalMs={30} />
      </Providers>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Session failed');
    expect(notification).not.toHaveBeenCalled();
  });

  it('forgets a session that is gone, silently', async () => {
    watchSession(WATCHED);
    answer(404);
    render(
      <Providers>
        <SessionEndWatcher intervalMs={30} />
      </Providers>,
    );
    await waitFor(() => expect(watchedSessions()).toEqual([]));
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
