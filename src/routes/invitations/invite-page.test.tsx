import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MEMBER_MESSAGES } from '../../domain/member-messages';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import { workspaceFixture } from '../../../tests/support/ui/fixtures';
import { renderRoutes } from '../../../tests/support/ui/render';
import { InvitePage } from './invite-page';

const server = setupApiServer();
const ID = '00000000-0000-4000-8000-0000000000f1';
const WS = workspaceFixture(1, { name: 'Soil lab', role: 'editor' });

function route(bodies: unknown[], answer: () => Response) {
  server.use(
    http.post(apiUrl(`/v1/invitations/${ID}/accept`), async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  renderRoutes(
    [
      { path: '/invite/:invitationId', element: <InvitePage /> },
      { path: '/workspaces/:workspaceId', element: <h1>Workspace page</h1> },
    ],
    { pathname: `/invite/${ID}`, hash: '#s3cr3t-from-the-fragment' },
  );
}

describe('the invitation link page', () => {
  it('accepts once with the secret from the fragment and opens the workspace, saying the role', async () => {
    const bodies: unknown[] = [];
    route(bodies, () => HttpResponse.json(WS));
    expect(await screen.findByRole('heading', { name: 'Workspace page' })).toBeInTheDocument();
    expect(bodies).toEqual([{ secret: 's3cr3t-from-the-fragment' }]);
    expect(await screen.findByText('You joined “Soil lab”')).toBeInTheDocument();
    expect(screen.getByText('You are an editor there.')).toBeInTheDocument();
  });

  it.each([
    [410, MEMBER_MESSAGES.expired, 'invitation_expired'],
    [410, MEMBER_MESSAGES.revoked, 'invitation_revoked'],
    [410, MEMBER_MESSAGES.usedUp, 'invitation_used_up'],
    [409, MEMBER_MESSAGES.alreadyMember('viewer'), 'already_member'],
    [403, MEMBER_MESSAGES.otherAddress, 'invitation_other_address'],
    [404, MEMBER_MESSAGES.invitationNotFound, 'not_found'],
  ])('shows a %i refusal in the server’s words: %s', async (status, message, type) => {
    route([], () => HttpResponse.json({ detail: { error: { message, type } } }, { status }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
