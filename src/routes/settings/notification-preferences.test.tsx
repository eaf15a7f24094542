import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import { renderRoutes } from '../../../tests/support/ui/render';
import { NOTIFICATION_KINDS } from '../../domain/notification-kinds';
import { NotificationPreferences } from './notification-preferences';

// The settings page's Notifications section: a checkbox per kind, saved with PUT, a success message,
// and the server's words when saving fails.

const server = setupApiServer();
const all = (enabled: (kind: string) => boolean) => ({
  items: NOTIFICATION_KINDS.map((kind) => ({ kind, enabled: enabled(kind) })),
});

function preferencesApi(failWith?: string) {
  const sent: unknown[] = [];
  server.use(
    http.get(apiUrl('/v1/notifications/preferences'), () => HttpResponse.json(all((kind) => kind !== 'conversion'))),
    http.put(apiUrl('/v1/notifications/preferences'), async ({ request }) => {
      const body = (await request.json()) as { items: { kind: string; enabled: boolean }[] };
      sent.push(body);
      if (failWith)
        return HttpResponse.json({ detail: { error: { message: failWith, type: 'bad_request' } } }, { status: 400 });
      return HttpResponse.json(body);
    }),
  );
  return sent;
}

const renderSection = () =>
  renderRoutes([{ path: '/settings/tokens', element: <NotificationPreferences /> }], '/settings/tokens');

describe('NotificationPreferences', () => {
  it('shows each kind as saved and saves a change with a success message', async () => {
    const sent = preferencesApi();
    renderSection();
    const mentions = await screen.findByRole('checkbox', { name: 'Someone mentions me in a comment' });
    expect(mentions).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'A teammate converts ideas into experiments' })).not.toBeChecked();
    await userEvent.click(mentions);
    await userEvent.click(screen.getByRole('button', { name: 'Save notification preferences' }));
    expect(await screen.findByText('Notification preferences saved.')).toBeInTheDocument();
    expect(sent).toEqual([all((kind) => kind !== 'conversion' && kind !== 'mention')]);
    expect(mentions).not.toBeChecked();
  });

  it('says why saving failed, in the server’s words, and keeps the choice', async () => {
    preferencesApi('Something was wrong with the request.');
    renderSection();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'A run in my workspaces crashes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save notification preferences' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something was wrong with the request.');
    expect(screen.getByRole('checkbox', { name: 'A run in my workspaces crashes' })).not.toBeChecked();
    expect(screen.queryByText('Notification preferences saved.')).not.toBeInTheDocument();
  });
});
