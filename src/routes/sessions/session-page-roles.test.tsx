import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { WorkspaceRole } from '../../api/queries/members';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import { coscientistApi } from '../../../tests/support/ui/coscientist-api';
import {
  goalFixture,
  ideaFixture,
  progressFixture,
  sessionFixture,
  WORKSPACE,
} from '../../../tests/support/ui/coscientist-fixtures';
import { configFixture } from '../../../tests/support/ui/fixtures';
import { renderRoutes } from '../../../tests/support/ui/render';
import { SessionPage } from './session-page';

// A running session as each role sees it (docs/product.md, "What a viewer sees"): cancelling it,
// giving feedback and changing its goal's field are edits of the workspace.

const server = setupApiServer(http.get(apiUrl('/v1/config'), () => HttpResponse.json(configFixture())));
const SESSION = sessionFixture(1);
const GOAL = goalFixture(1, { title: 'Drought microbes', status: 'generating_ideas', currentSessionId: SESSION.id });
const VIEWER_REASON = 'Only editors and owners of this workspace can do this. You are a viewer.';

async function renderAs(role: WorkspaceRole) {
  server.use(
    // First: the fixtures' API answers the workspace as its owner.
    http.get(apiUrl('/v1/workspaces/:id'), () => HttpResponse.json({ ...WORKSPACE, role })),
    ...coscientistApi({
      goals: [GOAL],
      sessions: [{ ...SESSION }],
      ideas: [ideaFixture(1, { title: 'First idea' })],
      progress: [progressFixture('running')],
    }).handlers,
  );
  renderRoutes(
    [{ path: '/workspaces/:workspaceId/session/:sessionId', element: <SessionPage pollIntervalMs={60_000} /> }],
    `/workspaces/${WORKSPACE.id}/session/${SESSION.id}`,
  );
  await screen.findByRole('table', { name: 'Ideas' });
}

describe('a running session, by role', { timeout: 15_000 }, () => {
  it('shows a viewer Cancel session and Send feedback shut, each saying why', async () => {
    await renderAs('viewer');
    for (const name of ['Cancel session', 'Send feedback']) {
      const button = await screen.findByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(VIEWER_REASON);
    }
  });

  it('offers an editor Cancel session and Send feedback', async () => {
    await renderAs('editor');
    expect(await screen.findByRole('button', { name: 'Cancel session' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Send feedback' })).toBeEnabled();
    expect(screen.queryByText(VIEWER_REASON)).not.toBeInTheDocument();
  });
});
