import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import { renderRoutes } from '../../../tests/support/ui/render';
import type { Comment } from '../../api/queries/comments';
import { COMMENT_MESSAGES } from '../../domain/comment-messages';
import { CommentsCard } from './comments-card';

// The Comments card (issue 31, part 3): threads with their replies, Markdown through the one safe
// policy, mentions shown, and the controls each reader may use.

const IDEA = '11111111-1111-4111-8111-111111111111';
const WORKSPACE = '22222222-2222-4222-8222-222222222222';
const ADA = { id: 'a0000000-0000-4000-8000-000000000001', name: 'Ada Lovelace' };
const VIC = { id: 'a0000000-0000-4000-8000-000000000002', name: 'Vic Viewer' };

const comment = (id: string, over: Partial<Comment> = {}): Comment => ({
  id,
  targetType: 'idea',
  targetId: IDEA,
  parentId: null,
  author: ADA,
  body: 'A comment',
  mentions: [],
  createdAt: '2026-11-01T10:00:00.000Z',
  editedAt: null,
  resolvedBy: null,
  resolvedAt: null,
  deleted: false,
  ...over,
});

const THREAD = comment('c1', { body: 'Is the **shade** enough, @"Vic Viewer"? <script>x</script>', mentions: [VIC] });
const REPLY = comment('c2', { parentId: 'c1', author: VIC, body: 'It is.' });
const GONE = comment('c3', { author: VIC, deleted: true, body: '' });

const server = setupApiServer();

function renderCard(role: 'owner' | 'viewer', me: string, refuse?: string) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  const record = async ({ request }: { request: Request }) => {
    sent.push({ method: request.method, url: request.url, body: await request.json().catch(() => null) });
    if (refuse) return HttpResponse.json({ detail: { error: { message: refuse, type: 'x' } } }, { status: 403 });
    return HttpResponse.json(comment('new'), { status: 201 });
  };
  server.use(
    http.get(apiUrl('/v1/comments'), () => HttpResponse.json({ role, items: [THREAD, REPLY, GONE] })),
    http.post(apiUrl('/v1/comments'), record),
    http.patch(apiUrl('/v1/comments/:id'), record),
    http.delete(apiUrl('/v1/comments/:id'), record),
    http.put(apiUrl('/v1/comments/:id/resolution'), record),
    http.get(apiUrl('/v1/workspaces/:id/members'), () => HttpResponse.json({ role, items: [] })),
  );
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <CommentsCard target={{ targetType: 'idea', targetId: IDEA }} workspaceId={WORKSPACE} currentUserId={me} />
        ),
      },
    ],
    '/',
  );
  return sent;
}

describe('the Comments card', () => {
  it('shows each thread with its reply beneath, Markdown safely, mentions, and a deleted comment’s place', async () => {
    renderCard('viewer', VIC.id);
    const thread = await screen.findByRole('region', { name: 'Thread started by Ada Lovelace' });
    expect(within(thread).getByText('shade').tagName).toBe('STRONG');
    expect(within(thread).getByText(/<script>x<\/script>/)).toBeInTheDocument();
    expect(within(thread).getByText('@Vic Viewer')).toBeInTheDocument();
    // The quotes around a name with a space are for the server's parser, not for the reader.
    expect(within(thread).getByText(/enough, @Vic Viewer\?/)).toBeInTheDocument();
    const reply = within(thread).getByRole('article', { name: 'Comment by Vic Viewer' });
    expect(within(reply).getByText('It is.')).toBeInTheDocument();
    expect(screen.getByText(COMMENT_MESSAGES.deletedPlaceholder)).toBeInTheDocument();
  });

  it('offers a viewer edit and delete on their own comment only', async () => {
    renderCard('viewer', VIC.id);
    const ada = await screen.findByRole('article', { name: 'Comment by Ada Lovelace' });
    expect(within(ada).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(ada).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    const own = screen.getByRole('article', { name: 'Comment by Vic Viewer' });
    expect(within(own).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('lets an owner delete another’s comment, reply to a thread and resolve it', async () => {
    const user = userEvent.setup();
    const sent = renderCard('owner', ADA.id);
    const own = await screen.findByRole('article', { name: 'Comment by Vic Viewer' });
    await user.click(within(own).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ method: 'DELETE', url: expect.stringContaining('/c2') }));
    const thread = screen.getByRole('region', { name: 'Thread started by Ada Lovelace' });
    await user.click(within(thread).getByRole('button', { name: 'Reply' }));
    await user.type(within(thread).getByRole('textbox', { name: /Reply/ }), 'Agreed, @Vic');
    await user.click(within(thread).getByRole('button', { name: 'Reply' }));
    await waitFor(() =>
      expect(sent.at(-1)).toMatchObject({
        method: 'POST',
        body: { targetId: IDEA, parentId: 'c1', body: 'Agreed, @Vic' },
      }),
    );
    await user.click(within(thread).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ method: 'PUT', body: { resolved: true } }));
  });

  it('says in words why a comment was refused, and keeps the draft', async () => {
    const user = userEvent.setup();
    renderCard('viewer', VIC.id, 'Only members of this workspace can do this.');
    const box = await screen.findByRole('textbox', { name: /New comment/ });
    await user.type(box, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    expect(await screen.findByText('Only members of this workspace can do this.')).toBeInTheDocument();
    expect(box).toHaveValue('Hello');
  });
});
