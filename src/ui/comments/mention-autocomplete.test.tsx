import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import { renderRoutes } from '../../../tests/support/ui/render';
import type { Member } from '../../api/queries/members';
import { CommentsCard } from './comments-card';

// The composer's @mention autocomplete (issue 31, part 3): typing @ and letters lists the
// workspace's members by name and e-mail, filtered as one types; arrows and Enter or Tab pick, a
// click picks, Escape closes; picking writes the token the server reads as that member.

const IDEA = '11111111-1111-4111-8111-111111111111';
const WORKSPACE = '22222222-2222-4222-8222-222222222222';
const member = (n: number, name: string, email: string): Member => ({
  userId: `a0000000-0000-4000-8000-00000000000${n}`,
  name,
  email,
  role: 'editor',
  addedBy: null,
  addedAt: '2026-11-01T10:00:00.000Z',
});
const MEMBERS = [
  member(1, 'Ada Lovelace', 'ada@lab.org'),
  member(2, 'Ben Okafor', 'ben@lab.org'),
  member(3, 'Bea Ruiz', 'bea@lab.org'),
];

const server = setupApiServer();

function renderComposer(membersAnswer: () => Response = () => HttpResponse.json({ role: 'editor', items: MEMBERS })) {
  const posted: unknown[] = [];
  server.use(
    http.get(apiUrl('/v1/comments'), () => HttpResponse.json({ role: 'editor', items: [] })),
    http.get(apiUrl(`/v1/workspaces/${WORKSPACE}/members`), membersAnswer),
    http.post(apiUrl('/v1/comments'), async ({ request }) => {
      posted.push(await request.json());
      return HttpResponse.json({}, { status: 201 });
    }),
  );
  renderRoutes(
    [{ path: '/', element: <CommentsCard target={{ targetType: 'idea', targetId: IDEA }} workspaceId={WORKSPACE} /> }],
    '/',
  );
  return posted;
}

const box = () => screen.findByRole('textbox', { name: /New comment/ });
const listShown = () => screen.queryByRole('listbox', { name: 'Members to mention' });
const options = () => within(screen.getByRole('listbox', { name: 'Members to mention' })).getAllByRole('option');
const names = () => options().map((o) => o.textContent);

describe('@mention autocomplete', () => {
  it('lists the members matching what follows the @, by name or e-mail, and narrows as one types', async () => {
    const user = userEvent.setup();
    renderComposer();
    const text = await box();
    expect(text).toHaveAttribute('aria-autocomplete', 'list');
    expect(listShown()).not.toBeInTheDocument();
    await user.type(text, 'Ask @be');
    await waitFor(() => expect(names()).toEqual(['Bea Ruiz bea@lab.org', 'Ben Okafor ben@lab.org']));
    expect(listShown()).toBeVisible();
    expect(text).toHaveAttribute('aria-controls', screen.getByRole('listbox', { hidden: true }).id);
    await user.type(text, 'n');
    expect(names()).toEqual(['Ben Okafor ben@lab.org']);
  });

  it('moves with the arrow keys, picks with Enter, and posts the token the server reads', async () => {
    const user = userEvent.setup();
    const posted = renderComposer();
    const text = await box();
    await user.type(text, 'Ask @be');
    await waitFor(() => expect(options()).toHaveLength(2));
    expect(text).toHaveAttribute('aria-activedescendant', options()[0].id);
    await user.keyboard('{ArrowDown}');
    expect(options()[1]).toHaveAttribute('aria-selected', 'true');
    expect(text).toHaveAttribute('aria-activedescendant', options()[1].id);
    await user.keyboard('{Enter}');
    expect(text).toHaveValue('Ask @"Ben Okafor" ');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.type(text, 'about it');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(posted).toEqual([expect.objectContaining({ body: 'Ask @"Ben Okafor" about it' })]));
  });

  it('picks with Tab, and with a click', async () => {
    const user = userEvent.setup();
    renderComposer();
    const text = await box();
    await user.type(text, '@ad');
    await waitFor(() => expect(options()).toHaveLength(1));
    await user.keyboard('{Tab}');
    expect(text).toHaveValue('@"Ada Lovelace" ');
    expect(text).toHaveFocus();
    await user.type(text, 'and @bea');
    await user.click(await screen.findByRole('option', { name: /Bea Ruiz/ }));
    expect(text).toHaveValue('@"Ada Lovelace" and @"Bea Ruiz" ');
  });

  it('closes on Escape and leaves the text as typed', async () => {
    const user = userEvent.setup();
    renderComposer();
    const text = await box();
    await user.type(text, 'Hi @be');
    await waitFor(() => expect(options()).toHaveLength(2));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(listShown()).not.toBeInTheDocument();
    await user.type(text, 'n');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(text).toHaveValue('Hi @ben');
  });

  it('says when no member matches', async () => {
    const user = userEvent.setup();
    renderComposer();
    const text = await box();
    await user.type(text, '@xyz');
    expect(await screen.findByText('No member matches "xyz"')).toBeInTheDocument();
    expect(listShown()).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(text).toHaveValue('@xyz\n');
  });

  it('says when the members could not be loaded, and the comment can still be written', async () => {
    const user = userEvent.setup();
    renderComposer(() => HttpResponse.json({ detail: { error: { message: 'Down', type: 'x' } } }, { status: 500 }));
    const text = await box();
    await user.type(text, '@be');
    expect(
      await screen.findByText('The members could not be loaded. Type @ and the name yourself.'),
    ).toBeInTheDocument();
    expect(text).toHaveValue('@be');
  });
});
