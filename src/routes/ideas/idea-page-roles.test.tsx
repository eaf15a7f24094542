import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { WorkspaceRole } from '../../api/queries/members';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import { noComments } from '../../../tests/support/ui/comments-api';
import { coscientistApi } from '../../../tests/support/ui/coscientist-api';
import { ideaFixture, WORKSPACE } from '../../../tests/support/ui/coscientist-fixtures';
import { configFixture } from '../../../tests/support/ui/fixtures';
import { renderRoutes } from '../../../tests/support/ui/render';
import { vibeSessionPage } from '../../../tests/support/ui/vibe-fixtures';
import { IdeaPage } from './idea-page';

// The idea page as each role sees it (docs/product.md, "What a viewer sees"): every change to the
// idea is an edit; a viewer sees each control shut with the server's words, and may still comment.

const server = setupApiServer(
  http.get(apiUrl('/v1/config'), () => HttpResponse.json(configFixture())),
  http.get(apiUrl('/v1/ideas/:id/datasets'), () => HttpResponse.json({ items: [] })),
  http.get(apiUrl('/v1/logs'), () => HttpResponse.json({ items: [], total: 0 })),
  http.get(apiUrl('/v1/vibe-sessions'), () => HttpResponse.json(vibeSessionPage(null))),
  ...noComments(),
);
const IDEA = ideaFixture(1, { title: 'Drought-primed root microbes', status: 'selected' });
const VIEWER_REASON = 'Only editors and owners of this workspace can do this. You are a viewer.';

async function renderAs(role: WorkspaceRole) {
  server.use(
    // First: the fixtures' API answers the workspace as its owner.
    http.get(apiUrl('/v1/workspaces/:id'), () => HttpResponse.json({ ...WORKSPACE, role })),
    ...coscientistApi({ ideas: [IDEA] }).handlers,
  );
  renderRoutes(
    [{ path: '/workspaces/:workspaceId/ideas/:ideaId', element: <IdeaPage /> }],
    `/workspaces/${WORKSPACE.id}/ideas/${IDEA.id}`,
  );
  await screen.findByRole('heading', { level: 1, name: IDEA.title });
  if (role === 'viewer') await screen.findAllByText(VIEWER_REASON);
}

const CONTROLS = ['Convert to experiment', 'Refresh idea', 'Save your review', 'Attach a dataset'];

describe('the idea page, by role', () => {
  it('shows a viewer every change shut, each saying why, and keeps comments open', async () => {
    await renderAs('viewer');
    for (const name of CONTROLS) {
      const control = screen.getByRole('button', { name });
      expect(control).toBeDisabled();
      expect(control).toHaveAccessibleDescription(VIEWER_REASON);
    }
    const actions = screen.getByRole('group', { name: 'Idea actions' });
    for (const button of within(actions).getAllByRole('button')) expect(button).toBeDisabled();
    const send = await screen.findByRole('button', { name: 'Send to coding agent' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription(VIEWER_REASON);
    expect(screen.getByRole('radiogroup', { name: 'Your rating' })).toHaveAccessibleDescription(VIEWER_REASON);
    // Suggesting only reads: a viewer may ask.
    expect(screen.getByRole('button', { name: 'Suggest datasets' })).toBeEnabled();
    expect(await screen.findByRole('textbox', { name: /New comment/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Comment' })).not.toHaveAccessibleDescription(VIEWER_REASON);
  });

  it.each(['editor', 'owner'] as const)('offers an %s every change, enabled', async (role) => {
    await renderAs(role);
    for (const name of CONTROLS) expect(screen.getByRole('button', { name })).toBeEnabled();
    expect(await screen.findByRole('button', { name: 'Send to coding agent' })).toBeEnabled();
    expect(screen.queryByText(/You are an? /)).not.toBeInTheDocument();
  });
});
