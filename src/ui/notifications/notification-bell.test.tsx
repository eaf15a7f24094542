import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import { renderRoutes } from '../../../tests/support/ui/render';
import type { Notification } from '../../api/queries/notifications';
import { NOTIFICATION_EVENT } from '../../domain/notification-kinds';
import { NotificationBell } from './notification-bell';

// The top bar's bell: its name counts the unread, its panel lists what happened, who did it and
// when, each a link that marks it read; "Mark all as read"; the preferences link; the inbox is read
// again when the live stream says something arrived.

const IDEA_PATH = '/workspaces/w1/ideas/i1';
const notice = (n: number, overrides: Partial<Notification> = {}): Notification => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  kind: 'mention',
  title: `Mentioned you on idea 'Kelp ${n}'`,
  link: IDEA_PATH,
  objectType: 'idea',
  objectId: 'i1',
  workspaceId: 'w1',
  actor: { id: 'u2', name: 'Ben Okafor' },
  createdAt: new Date(Date.now() - 3 * 60_000).toISOString(),
  readAt: null,
  ...overrides,
});

const server = setupApiServer();

/** The inbox over an in-memory list, recording what was marked. */
function inboxApi(initial: Notification[]) {
  const state = { items: [...initial], marked: [] as string[], all: 0, reads: 0 };
  const unread = () => state.items.filter((item) => !item.readAt).length;
  const now = '2026-11-29T12:00:00Z';
  server.use(
    http.get(apiUrl('/v1/notifications'), () => {
      state.reads += 1;
      return HttpResponse.json({ items: state.items, unread: unread(), total: state.items.length });
    }),
    http.post(apiUrl('/v1/notifications/read-all'), () => {
      state.all += 1;
      state.items = state.items.map((item) => ({ ...item, readAt: item.readAt ?? now }));
      return HttpResponse.json({ success: true });
    }),
    http.post(apiUrl('/v1/notifications/:id/read'), ({ params }) => {
      state.marked.push(String(params.id));
      state.items = state.items.map((item) => (item.id === params.id ? { ...item, readAt: now } : item));
      return HttpResponse.json(state.items.find((item) => item.id === params.id));
    }),
  );
  return state;
}

const renderBell = () =>
  renderRoutes(
    [
      { path: '/', element: <NotificationBell /> },
      { path: IDEA_PATH, element: <p>The idea page</p> },
      { path: '/settings/tokens', element: <p>The settings page</p> },
    ],
    '/',
  );

describe('NotificationBell', () => {
  it('names the unread count, lists who did what and when, and follows a link that marks it read', async () => {
    const state = inboxApi([notice(1), notice(2, { readAt: '2026-11-29T11:00:00Z', actor: null })]);
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await userEvent.click(bell);
    const panel = await screen.findByLabelText('Your notifications');
    const links = within(panel).getAllByRole('link');
    expect(links[0]).toHaveTextContent("Unread: Mentioned you on idea 'Kelp 1'");
    expect(links[0]).toHaveTextContent('Ben Okafor · 3 minutes ago');
    expect(links[1]).toHaveTextContent("Mentioned you on idea 'Kelp 2'Labforge");
    expect(links[1]).not.toHaveTextContent('Unread');
    await userEvent.click(links[0]);
    expect(await screen.findByText('The idea page')).toBeInTheDocument();
    await waitFor(() => expect(state.marked).toEqual([notice(1).id]));
  });

  it('marks all as read, and the name no longer counts any', async () => {
    const state = inboxApi([notice(1), notice(2)]);
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(state.all).toBe(1);
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('says why marking all as read failed, in the server’s words, and keeps the count', async () => {
    inboxApi([notice(1)]);
    server.use(
      http.post(apiUrl('/v1/notifications/read-all'), () =>
        HttpResponse.json({ detail: { error: { message: 'Try that again.', type: 'conflict' } } }, { status: 409 }),
      ),
    );
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Try that again.');
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('says when there is nothing yet, and leads to the preferences', async () => {
    inboxApi([]);
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Notification preferences' }));
    expect(await screen.findByText('The settings page')).toBeInTheDocument();
  });

  it('reads the inbox again when the live stream says a notification arrived', async () => {
    const state = inboxApi([]);
    renderBell();
    await screen.findByRole('button', { name: 'Notifications' });
    state.items = [notice(3)];
    window.dispatchEvent(new Event(NOTIFICATION_EVENT));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('says when the inbox cannot be read, and reads it again on request', async () => {
    let fail = true;
    server.use(
      http.get(apiUrl('/v1/notifications'), () =>
        fail
          ? HttpResponse.json(
              { detail: { error: { message: 'The server is busy.', type: 'internal' } } },
              { status: 503 },
            )
          : HttpResponse.json({ items: [notice(4)], unread: 1, total: 1 }),
      ),
    );
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is busy.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByText("Mentioned you on idea 'Kelp 4'")).toBeInTheDocument();
  });
});
