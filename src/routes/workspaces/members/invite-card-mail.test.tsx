import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Invitation } from '../../../api/queries/members';
import { apiUrl, setupApiServer } from '../../../../tests/support/ui/api-server';
import { configFixture, workspaceFixture } from '../../../../tests/support/ui/fixtures';
import { renderRoutes } from '../../../../tests/support/ui/render';
import { InviteCard } from './invite-card';

// What the e-mail invitation form says happens next (issue 31): with mail set up on the server
// the invitee is e-mailed a notice; without it, the form says plainly that no e-mail is sent.

const server = setupApiServer();
const WS = workspaceFixture(1, { name: 'Soil lab' });
const SENT: Invitation = {
  id: '00000000-0000-4000-8000-0000000000f2',
  workspaceId: WS.id,
  kind: 'email',
  email: 'carol@lab.org',
  role: 'editor',
  maxUses: 1,
  uses: 0,
  expiresAt: '2026-12-29T10:00:00Z',
  createdBy: { id: WS.userId, name: 'Ada Lovelace' },
  createdAt: '2026-11-29T10:00:00Z',
};

function show(configured: boolean) {
  server.use(
    http.get(apiUrl('/v1/config'), () => HttpResponse.json({ ...configFixture(), mail: { configured } })),
    http.post(apiUrl(`/v1/workspaces/${WS.id}/invitations`), () => HttpResponse.json(SENT, { status: 201 })),
  );
  renderRoutes([{ path: '/', element: <InviteCard workspace={WS} /> }], '/');
}

async function inviteCarol() {
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: 'Invite by e-mail' });
  await user.type(within(form).getByRole('textbox', { name: 'E-mail address' }), 'carol@lab.org');
  await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
}

describe('the e-mail invitation form', () => {
  it('says no e-mail is sent when the server has no mail set up', async () => {
    show(false);
    const box = await screen.findByRole('textbox', { name: 'E-mail address' });
    await waitFor(() =>
      expect(box).toHaveAccessibleDescription(/No e-mail is sent \(this server has no mail set up\)/),
    );
    await inviteCarol();
    expect(
      await screen.findByText('No e-mail is sent: they will see the invitation when they next sign in.'),
    ).toBeInTheDocument();
  });

  it('says the invitee is e-mailed a notice when mail is set up', async () => {
    show(true);
    const box = await screen.findByRole('textbox', { name: 'E-mail address' });
    await waitFor(() => expect(box).toHaveAccessibleDescription(/They are e-mailed a notice/));
    await inviteCarol();
    expect(
      await screen.findByText('They are e-mailed a notice, and will see the invitation when they next sign in.'),
    ).toBeInTheDocument();
  });
});
