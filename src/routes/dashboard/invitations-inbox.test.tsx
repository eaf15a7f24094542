import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { MyInvitation } from '../../api/queries/members';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import { workspaceFixture } from '../../../tests/support/ui/fixtures';
import { renderRoutes } from '../../../tests/support/ui/render';
import { InvitationsInbox } from './invitations-inbox';

const server = setupApiServer();
const WS = workspaceFixture(7, { name: 'Protein lab', role: 'viewer' });
const invitation = (n: number, name: string): MyInvitation => ({
  id: `00000000-0000-4000-8000-00000000f00${n}`,
  workspace: { id: n === 1 ? WS.id : `00000000-0000-4000-8000-00000000a00${n}`, name },
  role: 'viewer',
  invitedBy: { id: '00000000-0000-4000-8000-0000000000a1', name: 'Ada Lovelace' },
  expiresAt: '2026-12-29T10:00:00Z',
  createdAt: '2026-11-29T10:00:00Z',
});

function inbox(items: MyInvitation[], calls: string[] = []) {
  server.use(
    http.get(apiUrl('/v1/invitations'), () => HttpResponse.json({ items })),
    http.post(apiUrl('/v1/invitations/:id/:verb'), ({ params }) => {
      calls.push(`${params.verb} ${params.id}`);
      return HttpResponse.json(params.verb === 'accept' ? WS : { success: true });
    }),
  );
  renderRoutes(
    [
      { path: '/dashboard', element: <InvitationsInbox /> },
      { path: '/workspaces/:workspaceId', element: <h1>Workspace page</h1> },
    ],
    '/dashboard',
  );
}

describe('the invitations inbox', () => {
  it('lists who invited me where, as what; accepting opens the workspace', async () => {
    const user = userEvent.setup({ delay: null });
    const calls: string[] = [];
    inbox([invitation(1, 'Protein lab'), invitation(2, 'Soil lab')], calls);
    const card = await screen.findByRole('heading', { name: 'Invitations' });
    expect(card).toBeInTheDocument();
    const sentences = screen.getAllByText(/invited you to/, { selector: 'p' }).map((p) => p.textContent);
    expect(sentences).toEqual([
      'Ada Lovelace invited you to Protein lab as a viewer.',
      'Ada Lovelace invited you to Soil lab as a viewer.',
    ]);
    await user.click(screen.getByRole('button', { name: 'Accept the invitation to Protein lab' }));
    expect(await screen.findByRole('heading', { name: 'Workspace page' })).toBeInTheDocument();
    expect(calls).toEqual([`accept ${invitation(1, '').id}`]);
  });

  it('declines one', async () => {
    const user = userEvent.setup({ delay: null });
    const calls: string[] = [];
    inbox([invitation(2, 'Soil lab')], calls);
    await user.click(await screen.findByRole('button', { name: 'Decline the invitation to Soil lab' }));
    await waitFor(() => expect(calls).toEqual([`decline ${invitation(2, '').id}`]));
  });

  it('shows nothing when no invitation waits', async () => {
    const calls: string[] = [];
    inbox([], calls);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Invitations' })).not.toBeInTheDocument());
    expect(within(document.body).queryByRole('button')).not.toBeInTheDocument();
  });
});
