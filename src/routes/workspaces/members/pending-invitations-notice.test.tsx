import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Invitation } from '../../../api/queries/members';
import { apiUrl, setupApiServer } from '../../../../tests/support/ui/api-server';
import { workspaceFixture } from '../../../../tests/support/ui/fixtures';
import { renderRoutes } from '../../../../tests/support/ui/render';
import { PendingInvitationsCard } from './pending-invitations-card';

// The owner's pending invitations say how each e-mail notice went when the server mails them
// (issue 31): "Notice sent", or "Notice failed" with where to read why; nothing otherwise.

const server = setupApiServer();
const WS = workspaceFixture(1, { name: 'Soil lab' });
const invitation = (n: number, email: string | null, notice?: Invitation['notice']): Invitation => ({
  id: `00000000-0000-4000-8000-0000000000f${n}`,
  workspaceId: WS.id,
  kind: email ? 'email' : 'link',
  email,
  role: 'editor',
  maxUses: 1,
  uses: 0,
  expiresAt: '2026-12-29T10:00:00Z',
  createdBy: null,
  createdAt: '2026-11-29T10:00:00Z',
  ...(notice && { notice }),
});

describe('the pending invitations’ notices', () => {
  it('says which notice was sent, which failed and where to read why, and nothing for the rest', async () => {
    const items = [
      invitation(1, 'ben@lab.org', 'sent'),
      invitation(2, 'cy@lab.org', 'failed'),
      invitation(3, 'dee@lab.org'),
      invitation(4, null),
    ];
    server.use(http.get(apiUrl(`/v1/workspaces/${WS.id}/invitations`), () => HttpResponse.json({ items })));
    renderRoutes([{ path: '/', element: <PendingInvitationsCard workspace={WS} /> }], '/');
    const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
    await screen.findByText('ben@lab.org');
    expect(within(row('ben@lab.org')).getByText('Notice sent')).toBeInTheDocument();
    expect(within(row('cy@lab.org')).getByText('Notice failed')).toHaveAttribute(
      'title',
      "The e-mail notice could not be sent; the workspace's activity log says why.",
    );
    expect(within(row('dee@lab.org')).queryByText(/Notice/)).not.toBeInTheDocument();
    expect(within(row('Invitation link')).queryByText(/Notice/)).not.toBeInTheDocument();
  });
});
