import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Invitation, Member } from '../../../api/queries/members';
import { MEMBER_MESSAGES } from '../../../domain/member-messages';
import { apiUrl, setupApiServer } from '../../../../tests/support/ui/api-server';
import { configFixture, workspaceFixture } from '../../../../tests/support/ui/fixtures';
import { renderRoutes } from '../../../../tests/support/ui/render';
import { WorkspaceMembersTab } from './workspace-members-tab';

const server = setupApiServer();
const WS = workspaceFixture(1, { name: 'Soil lab' });
const ADA = { id: '00000000-0000-4000-8000-0000000000a1', name: 'Ada Lovelace' };
const member = (n: number, name: string, role: Member['role']): Member => ({
  userId: `00000000-0000-4000-8000-00000000000${n}`,
  name,
  email: `${name.split(' ')[0].toLowerCase()}@lab.org`,
  role,
  addedBy: n === 1 ? null : ADA,
  addedAt: '2026-11-01T10:00:00Z',
});
const MEMBERS = [
  member(1, 'Ada Lovelace', 'owner'),
  member(2, 'Ben Okafor', 'editor'),
  member(3, 'Vic Viewer', 'viewer'),
];
const LINK: Invitation = {
  id: '00000000-0000-4000-8000-0000000000f1',
  workspaceId: WS.id,
  kind: 'link',
  email: null,
  role: 'viewer',
  maxUses: 3,
  uses: 1,
  expiresAt: '2026-12-06T10:00:00Z',
  createdBy: ADA,
  createdAt: '2026-11-29T10:00:00Z',
};
const error = (status: number, message: string, type: string) =>
  HttpResponse.json({ detail: { error: { message, type } } }, { status });

function api(calls: { method: string; url: string; body?: unknown }[] = []) {
  const record = async (request: Request) => {
    const text = await request.text();
    calls.push({
      method: request.method,
      url: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : undefined,
    });
  };
  return [
    http.get(apiUrl('/v1/config'), () => HttpResponse.json(configFixture())),
    http.get(apiUrl(`/v1/workspaces/${WS.id}/members`), () => HttpResponse.json({ role: 'owner', items: MEMBERS })),
    http.get(apiUrl(`/v1/workspaces/${WS.id}/invitations`), () => HttpResponse.json({ items: [LINK] })),
    http.patch(apiUrl(`/v1/workspaces/${WS.id}/members/:userId`), async ({ request }) => {
      await record(request);
      return HttpResponse.json({ ...MEMBERS[1], role: 'viewer' });
    }),
    http.delete(apiUrl(`/v1/workspaces/${WS.id}/members/:userId`), async ({ request }) => {
      await record(request);
      return HttpResponse.json({ success: true });
    }),
    http.delete(apiUrl(`/v1/workspaces/${WS.id}/invitations/:id`), async ({ request }) => {
      await record(request);
      return HttpResponse.json({ success: true });
    }),
    http.post(apiUrl(`/v1/workspaces/${WS.id}/invitation-links`), async ({ request }) => {
      await record(request);
      return HttpResponse.json({ invitation: LINK, path: `/invite/${LINK.id}#s3cr3t` }, { status: 201 });
    }),
    http.post(apiUrl(`/v1/workspaces/${WS.id}/invitations`), () =>
      error(409, MEMBER_MESSAGES.alreadyInvited, 'already_invited'),
    ),
  ];
}

const show = (role: 'owner' | 'editor' | 'viewer') =>
  renderRoutes([{ path: '/m', element: <WorkspaceMembersTab workspace={{ ...WS, role }} /> }], '/m');

describe('the Members tab', () => {
  it('lists members with their roles and who added them, and an owner changes a role and removes a member', async () => {
    const user = userEvent.setup({ delay: null });
    const calls: { method: string; url: string; body?: unknown }[] = [];
    server.use(...api(calls));
    show('owner');
    const table = await screen.findByRole('table', { name: 'Members' });
    expect(within(table).getByRole('rowheader', { name: 'Ben Okafor' })).toBeInTheDocument();
    expect(within(table).getAllByText(/by Ada Lovelace/)).toHaveLength(2);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Role of Ben Okafor' }), 'viewer');
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PATCH',
        url: expect.stringContaining(MEMBERS[1].userId),
        body: { role: 'viewer' },
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Remove Vic Viewer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove member' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith(MEMBERS[2].userId))).toBe(true),
    );
    expect(await screen.findByText('Vic Viewer was removed')).toBeInTheDocument();
  });

  it('creates an invitation link with its lifetime and uses, shows it to copy, and revokes a pending one', async () => {
    const user = userEvent.setup({ delay: null });
    const calls: { method: string; url: string; body?: unknown }[] = [];
    server.use(...api(calls));
    show('owner');
    const form = await screen.findByRole('form', { name: 'Create invitation link' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Role' }), 'editor');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Expires after' }), '24');
    await user.clear(within(form).getByRole('spinbutton', { name: 'Uses' }));
    await user.type(within(form).getByRole('spinbutton', { name: 'Uses' }), '5');
    await user.click(within(form).getByRole('button', { name: 'Create link' }));
    expect(await within(form).findByRole('textbox', { name: 'Invitation link' })).toHaveValue(
      `${window.location.origin}/invite/${LINK.id}#s3cr3t`,
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ role: 'editor', expiresInHours: 24, maxUses: 5 });
    expect(within(form).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();

    const pending = await screen.findByRole('table', { name: 'Pending invitations' });
    expect(within(pending).getByText('1 of 3')).toBeInTheDocument();
    await user.click(within(pending).getByRole('button', { name: 'Revoke this invitation link' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith(LINK.id))).toBe(true));
  });

  it('shows the server’s words when an e-mail invitation is refused', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(...api());
    show('owner');
    const form = await screen.findByRole('form', { name: 'Invite by e-mail' });
    await user.type(within(form).getByRole('textbox', { name: 'E-mail address' }), 'carol@lab.org');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(MEMBER_MESSAGES.alreadyInvited);
  });

  it('offers a viewer no member controls and says why, but lets them leave', async () => {
    server.use(...api());
    show('viewer');
    await screen.findByRole('table', { name: 'Members' });
    expect(
      screen.getByText('Only owners of this workspace can change members and invite people. You are a viewer.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Role of/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Invite by e-mail' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave workspace' })).toBeEnabled();
  });

  it('tells the last owner who tries to leave, in the server’s words', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      ...api(),
      http.post(apiUrl(`/v1/workspaces/${WS.id}/leave`), () => error(409, MEMBER_MESSAGES.lastOwner, 'last_owner')),
    );
    show('owner');
    await user.click(await screen.findByRole('button', { name: 'Leave workspace' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave workspace' })).getByRole('button', { name: 'Leave' }),
    );
    expect(await screen.findByText(MEMBER_MESSAGES.lastOwner)).toBeInTheDocument();
  });
});
